import { forwardRef, useId, useState } from 'react';
import { Field, type FieldProps } from './field';
import { EyeIcon, EyeOffIcon } from './icons';

/** A password input with a button that shows what was typed, to check it before sending. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type' | 'trailing'>>(
  function PasswordField({ id, ...props }, ref) {
    const generatedId = useId();
    const inputId = id ?? generatedId;
    const [visible, setVisible] = useState(false);
    return (
      <Field
        ref={ref}
        id={inputId}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...props}
        trailing={
          <button
            type="button"
            aria-label="Show password"
            aria-pressed={visible}
            aria-controls={inputId}
            onClick={() => setVisible((shown) => !shown)}
            className="flex size-10 items-center justify-center rounded-md text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        }
      />
    );
  },
);
