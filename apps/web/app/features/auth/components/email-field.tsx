import { EMAIL_MAX_LENGTH } from '@storefront/contract';
import { forwardRef } from 'react';
import { Field, type FieldProps } from '~/ui/field';

/** The account e-mail input of the sign-in and registration forms: no capitals or spelling fixes
 *  forced on it by phone keyboards, and no longer than the API accepts. */
export const EmailField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type' | 'label'>>(
  function EmailField(props, ref) {
    return (
      <Field
        ref={ref}
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={EMAIL_MAX_LENGTH}
        {...props}
      />
    );
  },
);
