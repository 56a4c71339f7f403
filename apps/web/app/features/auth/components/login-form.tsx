import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema } from '@storefront/contract';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useHydrated } from '~/lib/use-hydrated';
import { Button } from '~/ui/button';
import { dismissToasts, toast } from '~/ui/toast';
import { signIn } from '../auth-api';
import { authMessages, LOGIN_REQUIRED_TOAST, loginErrorMessage } from '../auth-messages';
import { registerPath, RETURN_TO_PARAM, safeReturnTarget } from '../return-target';
import { AuthCard, authLinkClasses } from './auth-card';
import { EmailField } from './email-field';
import { PasswordField } from '~/ui/password-field';

type LoginFormInput = z.input<typeof loginFormSchema>;
type LoginFormValues = z.output<typeof loginFormSchema>;

/** The sign-in page (spec section 2): back to where the shopper came from, else home. */
export function LoginForm() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get(RETURN_TO_PARAM);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  async function onValid({ email, password, rememberMe }: LoginFormValues) {
    try {
      await signIn({ email, password }, { rememberMe });
    } catch (error) {
      toast({ title: 'Error', description: loginErrorMessage(error), variant: 'destructive' });
      return;
    }
    dismissToasts(LOGIN_REQUIRED_TOAST);
    toast({ title: 'Success', description: authMessages.signedIn });
    await navigate(safeReturnTarget(returnTo) ?? '/', { replace: true });
  }

  return (
    <AuthCard title="Sign In" subtitle="Welcome back. Sign in to see your account and orders.">
      {/* POST and a submit button disabled until hydration: a form sent before the page is
          interactive must never put the password in a URL. */}
      <form method="post" noValidate onSubmit={handleSubmit(onValid)} className="space-y-5">
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex items-center justify-between gap-4 text-sm">
          <label className="flex items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-400 accent-brand-700"
              {...register('rememberMe')}
            />
            Remember me
          </label>
          <Link to="/forgot-password" className={authLinkClasses}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={!hydrated || isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        Don’t have an account?{' '}
        <Link to={registerPath(returnTo)} className={authLinkClasses}>
          Create one
        </Link>
      </p>
      <p className="mt-4 text-center text-xs text-slate-600">
        By signing in you agree to our{' '}
        <Link to="/terms" className={authLinkClasses}>
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className={authLinkClasses}>
          Privacy Policy
        </Link>
        .
      </p>
    </AuthCard>
  );
}
