import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordFormSchema } from '@storefront/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useHydrated } from '~/lib/use-hydrated';
import { Button } from '~/ui/button';
import { PasswordField } from '~/ui/password-field';
import { resetPassword } from '../auth-api';
import { authMessages, isResetLinkInvalid, resetPasswordErrorMessage } from '../auth-messages';
import { AuthCard, authLinkClasses } from './auth-card';
import { AuthNotice } from './auth-notice';
import { FormAlert } from '~/ui/form-alert';

type ResetPasswordInput = z.input<typeof resetPasswordFormSchema>;
type ResetPasswordValues = z.output<typeof resetPasswordFormSchema>;

/** The query parameter of the e-mailed link that carries its one-time token. */
const RESET_TOKEN_PARAM = 'token';

const TITLE = 'Reset Password';
const SUBTITLE = 'Choose a new password for your account.';
const askForNewLink = { to: '/forgot-password', label: 'Request a New Link' };

/**
 * The page the e-mailed reset link opens: a new password for the account of the link's token.
 * It signs nobody in; the shopper signs in with the new password afterwards.
 */
export function ResetPasswordForm() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get(RESET_TOKEN_PARAM)?.trim();
  if (!token) {
    return (
      <AuthCard title={TITLE} subtitle={SUBTITLE}>
        <AuthNotice tone="info" link={askForNewLink}>
          {authMessages.resetLinkIncomplete}
        </AuthNotice>
      </AuthCard>
    );
  }
  return <NewPasswordForm token={token} />;
}

type Outcome = { kind: 'reset' } | { kind: 'link-invalid'; message: string };

function NewPasswordForm({ token }: { token: string }) {
  const hydrated = useHydrated();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput, unknown, ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  async function onValid({ password }: ResetPasswordValues) {
    setFailure(null);
    try {
      await resetPassword({ token, password });
    } catch (error) {
      if (isResetLinkInvalid(error)) {
        setOutcome({ kind: 'link-invalid', message: resetPasswordErrorMessage(error) });
      } else {
        setFailure(resetPasswordErrorMessage(error));
      }
      return;
    }
    setOutcome({ kind: 'reset' });
  }

  if (outcome?.kind === 'reset') {
    return (
      <AuthCard title={TITLE} subtitle="All done.">
        <AuthNotice
          tone="success"
          role="status"
          takeFocus
          link={{ to: '/login', label: 'Go to Sign In' }}
        >
          {authMessages.passwordReset}
        </AuthNotice>
      </AuthCard>
    );
  }
  if (outcome?.kind === 'link-invalid') {
    return (
      <AuthCard title={TITLE} subtitle={SUBTITLE}>
        <AuthNotice tone="error" role="alert" takeFocus link={askForNewLink}>
          {outcome.message}
        </AuthNotice>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={TITLE} subtitle={SUBTITLE}>
      {/* POST and a submit button disabled until hydration: a form sent before the page is
          interactive must never put the password in a URL. */}
      <form method="post" noValidate onSubmit={handleSubmit(onValid)} className="space-y-5">
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          hint="At least 6 characters. A longer phrase is harder to guess."
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <FormAlert message={failure} />
        <Button type="submit" size="lg" className="w-full" disabled={!hydrated || isSubmitting}>
          {isSubmitting ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        Remembered it?{' '}
        <Link to="/login" className={authLinkClasses}>
          Back to Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
