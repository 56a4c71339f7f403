import { usePasswordToggle } from '@storefront/ui/password-field';
import { Field, type InputProps } from './field';

/** A password input with a button that shows what was typed, to check a long password. */
export function PasswordField({ id, ...props }: Omit<InputProps, 'type' | 'trailing'>) {
  const { visible, inputProps, toggleProps } = usePasswordToggle(id);
  return (
    <Field
      {...inputProps}
      {...props}
      trailing={
        <button
          {...toggleProps}
          className="h-10 rounded-md px-3 text-sm font-medium text-brand-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {visible ? 'Hide' : 'Show'}
          <span className="sr-only"> {props.label.toLowerCase()}</span>
        </button>
      }
    />
  );
}
