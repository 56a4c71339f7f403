import '~/lib/zod-jitless';
import { RegisterForm } from '~/features/auth';

export function meta() {
  return [{ title: 'Create Your Account' }];
}

export default function Register() {
  return <RegisterForm />;
}
