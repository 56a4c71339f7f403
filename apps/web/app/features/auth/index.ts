export { AccountDetails } from './components/account-details';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { loginPath } from './return-target';
export { useSignedInEmail } from './signed-in-email';
export { useAuth } from './use-auth';
