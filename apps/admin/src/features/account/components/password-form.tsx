import { zodResolver } from '@hookform/resolvers/zod';
import {
  passwordChangeRequestSchema,
  type StaffMe,
  STAFF_PASSWORD_MIN_LENGTH,
  text,
} from '@storefront/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '~/lib/api-client';
import { Button } from '~/ui/button';
import { PasswordField } from '~/ui/password-field';
import { FormAlert } from '~/ui/states';
import { toast } from '~/ui/toast';
import { preloadPasswordEstimator, weakPasswordProblem } from '~/features/auth';
import { changePassword, isWrongPassword } from '../account-api';

const passwordFormSchema = passwordChangeRequestSchema
  .extend({ confirmPassword: text() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two new passwords do not match',
  });

type PasswordInput = z.input<typeof passwordFormSchema>;
type PasswordValues = z.output<typeof passwordFormSchema>;

/** A new password; the API ends every other session of the account and renews this one. */
export function PasswordForm({
  email,
  onChanged,
  onAuthFailure,
}: {
  /** The account's e-mail: a password made of it is easy to guess. */
  email?: string;
  onChanged: (me: StaffMe) => void;
  onAuthFailure?: (error: unknown) => boolean;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordInput, unknown, PasswordValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  async function onValid({ currentPassword, newPassword }: PasswordValues) {
    setFormError(null);
    const weak = await weakPasswordProblem(newPassword, email ? [email] : []);
    if (weak) {
      setError('newPassword', { message: weak }, { shouldFocus: true });
      return;
    }
    try {
      const me = await changePassword({ currentPassword, newPassword });
      reset();
      toast({
        title: 'Password changed',
        description: 'Every other device signed in to this account was signed out.',
      });
      onChanged(me);
    } catch (error) {
      if (!(await isWrongPassword(error)) && onAuthFailure?.(error)) return;
      setFormError(errorMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="max-w-md space-y-4">
      <FormAlert message={formError} />
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters, hard to guess. A few unrelated words make a strong one.`}
        error={errors.newPassword?.message}
        onFocus={preloadPasswordEstimator}
        {...register('newPassword')}
      />
      <PasswordField
        label="Repeat the new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Changing…' : 'Change password'}
      </Button>
    </form>
  );
}
