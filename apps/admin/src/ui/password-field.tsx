import { useId, useState } from 'react';
import { Field, type InputProps } from './field';

/** A password input with a button that shows what was typed, to check a long password. */
export function PasswordField({ id, ...props }: Omit<InputProps, 'type' | 'trailing'>) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  return (
    <Field
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
      trailing={
        <button
          type="button"
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
          className="h-10 rounded-md px-3 text-sm font-medium text-brand-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {visible ? 'Hide' : 'Show'}
          <span className="sr-only"> {props.label.toLowerCase()}</span>
        </button>
      }
    />
  );
}
