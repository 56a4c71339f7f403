import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema } from '@storefront/contract';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useHydrated } from '~/lib/use-hydrated';
import { Button } from '~/ui/button';
import { PasswordField } from '~/ui/password-field';
import { changePassword } from '../auth-api';
import { authMessages, changePasswordErrorMessage } from '../auth-messages';
import { FormAlert } from '~/ui/form-alert';

type ChangePasswordInput = z.input<typeof changePasswordFormSchema>;
type ChangePasswordValues = z.output<typeof changePasswordFormSchema>;

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The account page's Change Password section. The server ends the account's other sessions;
 * this one carries on. On success the form empties and says so.
 */
export function ChangePasswordForm() {
  const hydrated = useHydrated();
  const headingId = useId();
  const [changed, setChanged] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput, unknown, ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });

  async function onValid({ currentPassword, newPassword }: ChangePasswordValues) {
    setChanged(false);
    setFailure(null);
    try {
      await changePassword({ currentPassword, newPassword });
    } catch (error) {
      setFailure(changePasswordErrorMessage(error));
      return;
    }
    reset(EMPTY);
    setChanged(true);
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        Change Password
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Changing it signs out every other device signed in to your account.
      </p>
      {/* POST and a submit button disabled until hydration: a form sent before the page is
          interactive must never put a password in a URL. */}
      <form method="post" noValidate onSubmit={handleSubmit(onValid)} className="mt-6">
        <div className="space-y-5">
          <PasswordField
            label="Current Password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            hint="At least 6 characters. A longer phrase is harder to guess."
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordField
            label="Confirm New Password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </div>
        <FormAlert message={failure} className="mt-5" />
        {/* Always present, so the confirmation is announced when it appears. */}
        <div role="status">
          {changed ? (
            <p className="mt-5 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900">
              {authMessages.passwordChanged}
            </p>
          ) : null}
        </div>
        <Button
          type="submit"
          className="mt-5 w-full sm:w-auto"
          disabled={!hydrated || isSubmitting}
        >
          {isSubmitting ? 'Changing...' : 'Change Password'}
        </Button>
      </form>
    </section>
  );
}
