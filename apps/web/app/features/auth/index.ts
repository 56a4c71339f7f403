export { AccountDetails } from './components/account-details';
export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
export { loginPath } from './return-target';
export { useSignedInEmail } from './signed-in-email';
export { useAuth } from './use-auth';
