import '~/lib/zod-jitless';
import { LoginForm } from '~/features/auth';

export function meta() {
  return [{ title: 'Sign In' }];
}

export default function Login() {
  return <LoginForm />;
}
