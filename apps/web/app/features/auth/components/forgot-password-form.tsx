import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordRequestSchema } from '@storefront/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useHydrated } from '~/lib/use-hydrated';
import { Button } from '~/ui/button';
import { toast } from '~/ui/toast';
import { requestPasswordReset } from '../auth-api';
import { resetRequestErrorMessage } from '../auth-messages';
import { AuthCard, authLinkClasses } from './auth-card';
import { AuthNotice } from './auth-notice';
import { EmailField } from './email-field';

type ForgotPasswordInput = z.input<typeof forgotPasswordRequestSchema>;
type ForgotPasswordValues = z.output<typeof forgotPasswordRequestSchema>;

const backToSignIn = { to: '/login', label: 'Back to Sign In' };

/**
 * The forgot-password page: asks for a reset link by e-mail. The answer is the same whether or
 * not the address has an account, so the page shows the server's message in place of the form.
 */
export function ForgotPasswordForm() {
  const hydrated = useHydrated();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput, unknown, ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });

  async function onValid({ email }: ForgotPasswordValues) {
    try {
      setSentMessage(await requestPasswordReset(email));
    } catch (error) {
      toast({
        title: 'Error',
        description: resetRequestErrorMessage(error),
        variant: 'destructive',
      });
    }
  }

  if (sentMessage) {
    return (
      <AuthCard title="Forgot Password" subtitle="Check your inbox for the link.">
        <AuthNotice tone="success" role="status" takeFocus link={backToSignIn}>
          {sentMessage}
        </AuthNotice>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter the e-mail address of your account and we will send you a link to choose a new password."
    >
      {/* POST and a submit button disabled until hydration, as on the sign-in page. */}
      <form method="post" noValidate onSubmit={handleSubmit(onValid)} className="space-y-5">
        <EmailField error={errors.email?.message} {...register('email')} />
        <Button type="submit" size="lg" className="w-full" disabled={!hydrated || isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        Remembered it?{' '}
        <Link to={backToSignIn.to} className={authLinkClasses}>
          {backToSignIn.label}
        </Link>
      </p>
    </AuthCard>
  );
}
