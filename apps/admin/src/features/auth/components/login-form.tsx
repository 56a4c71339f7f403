import { zodResolver } from '@hookform/resolvers/zod';
import { adminMessages, adminSessionRequestSchema } from '@storefront/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ApiError, errorMessage } from '~/lib/api-client';
import { Button } from '~/ui/button';
import { Field } from '~/ui/field';
import { PasswordField } from '~/ui/password-field';
import { FormAlert } from '~/ui/states';
import { homePathFor } from '../access';
import { signIn } from '../auth-api';
import { ENROL_PATH } from '../require-session';
import { RETURN_PARAM, safeReturnPath } from '../return-path';
import { setSession } from '../session-store';
import { AuthCard } from './auth-card';

type LoginInput = z.input<typeof adminSessionRequestSchema>;
type LoginValues = z.output<typeof adminSessionRequestSchema>;

/**
 * Sign-in. With two-factor on, the API answers the password alone with 401 codeRequired: the
 * form then asks for the authenticator's code (or a recovery code) and sends all three again.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [needsCode, setNeedsCode] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: zodResolver(adminSessionRequestSchema),
    defaultValues: { email: '', password: '', code: '' },
  });

  useEffect(() => {
    if (needsCode) setFocus('code');
  }, [needsCode, setFocus]);

  async function onValid({ email, password, code }: LoginValues) {
    setFormError(null);
    if (needsCode && !code) {
      setError('code', { message: adminMessages.codeRequired }, { shouldFocus: true });
      return;
    }
    try {
      const me = await signIn({ email, password, code: needsCode ? code : undefined });
      setSession(me);
      const target = me.mustEnrolTotp
        ? ENROL_PATH
        : (safeReturnPath(searchParams.get(RETURN_PARAM)) ?? homePathFor(me.role));
      await navigate(target, { replace: true });
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.status === 401 &&
        error.message === adminMessages.codeRequired
      ) {
        if (needsCode) setError('code', { message: error.message }, { shouldFocus: true });
        else setNeedsCode(true);
        return;
      }
      if (needsCode) resetField('code');
      setFormError(errorMessage(error));
    }
  }

  return (
    <AuthCard title="Sign in" intro="Staff of the shop sign in here.">
      <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-5">
        <FormAlert message={formError} />
        <Field
          label="E-mail"
          type="email"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          readOnly={needsCode}
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          readOnly={needsCode}
          error={errors.password?.message}
          {...register('password')}
        />
        {needsCode ? (
          <div className="space-y-3 rounded-lg border border-brand-200 bg-brand-50 p-4">
            <p role="status" className="text-sm text-slate-800">
              Two-factor sign-in is on for this account.
            </p>
            <Field
              label="Authentication code"
              hint="The 6-digit code from your authenticator app, or one of your recovery codes."
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              error={errors.code?.message}
              {...register('code')}
            />
          </div>
        ) : null}
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in…' : 'Sign in'}
        </Button>
        {needsCode ? (
          <Button
            variant="ghost"
            className="w-full"
            onClick={() => {
              setNeedsCode(false);
              resetField('code');
              setFormError(null);
            }}
          >
            Use a different account
          </Button>
        ) : null}
      </form>
      <p className="mt-6 text-sm text-slate-700">
        Forgot your password? Ask the store owner for help.
      </p>
    </AuthCard>
  );
}
