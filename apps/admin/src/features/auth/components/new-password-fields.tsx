import { STAFF_PASSWORD_MIN_LENGTH } from '@storefront/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '~/ui/password-field';
import { preloadPasswordEstimator } from '../password-strength';

/** A new password typed twice: a typo in a password nobody can see would lock the account. */
export function NewPasswordFields({
  password,
  confirmPassword,
  errors,
}: {
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: string; confirmPassword?: string };
}) {
  return (
    <>
      <PasswordField
        label="Password"
        autoComplete="new-password"
        hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters, hard to guess. A few unrelated words make a strong one.`}
        error={errors.password}
        onFocus={preloadPasswordEstimator}
        {...password}
      />
      <PasswordField
        label="Repeat the password"
        autoComplete="new-password"
        error={errors.confirmPassword}
        {...confirmPassword}
      />
    </>
  );
}
