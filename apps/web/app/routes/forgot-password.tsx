import '~/lib/zod-jitless';
import { ForgotPasswordForm } from '~/features/auth';

export function meta() {
  return [{ title: 'Forgot Password' }];
}

export default function ForgotPassword() {
  return <ForgotPasswordForm />;
}
