import { zodResolver } from '@hookform/resolvers/zod';
import { NAME_MAX_LENGTH, registerFormSchema } from '@storefront/contract';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useHydrated } from '~/lib/use-hydrated';
import { Button } from '~/ui/button';
import { Field } from '~/ui/field';
import { dismissToasts, toast } from '~/ui/toast';
import { registerAccount } from '../auth-api';
import { authMessages, LOGIN_REQUIRED_TOAST, registrationErrorMessage } from '../auth-messages';
import { toRegisterRequest } from '../registration-request';
import { loginPath, RETURN_TO_PARAM, safeReturnTarget } from '../return-target';
import { AuthCard, authLinkClasses } from './auth-card';
import { EmailField } from './email-field';
import { PasswordField } from '~/ui/password-field';

type RegisterFormInput = z.input<typeof registerFormSchema>;
type RegisterFormValues = z.output<typeof registerFormSchema>;

/**
 * The registration page (spec section 2): on success, a toast inviting to sign in, and home. A
 * shopper who came here on the way somewhere (`?redirect=/checkout`, carried from the sign-in
 * page) goes on to sign in with that target kept, so signing in brings them back to it.
 */
export function RegisterForm() {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTarget(searchParams.get(RETURN_TO_PARAM));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  async function onValid(form: RegisterFormValues) {
    const request = toRegisterRequest(form);
    if (!request) {
      toast({
        title: authMessages.invalidEmailTitle,
        description: authMessages.invalidEmail,
        variant: 'destructive',
      });
      return;
    }
    try {
      await registerAccount(request);
    } catch (error) {
      toast({
        title: 'Registration Error',
        description: registrationErrorMessage(error),
        variant: 'destructive',
      });
      return;
    }
    dismissToasts(LOGIN_REQUIRED_TOAST);
    toast({ title: 'Success', description: authMessages.registered });
    await navigate(returnTo ? loginPath(returnTo) : '/');
  }

  return (
    <AuthCard
      title="Create Your Account"
      subtitle="Register to check out faster and track your orders."
    >
      {/* POST and a submit button disabled until hydration: a form sent before the page is
          interactive must never put the password in a URL. */}
      <form method="post" noValidate onSubmit={handleSubmit(onValid)} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            label="First Name"
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <Field
            label="Last Name"
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <EmailField
          hint="We recommend an address from a common provider such as Gmail, Outlook or Yahoo Mail, so our e-mails about your orders reach you."
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint="At least 6 characters. A longer phrase is harder to guess."
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={!hydrated || isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        Already have an account?{' '}
        <Link to={loginPath(returnTo)} className={authLinkClasses}>
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
