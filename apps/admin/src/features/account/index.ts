export { PasswordForm } from './components/password-form';
export { TwoFactorPanel } from './components/two-factor-panel';
