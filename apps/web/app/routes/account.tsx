import '~/lib/zod-jitless';
import { AccountDetails } from '~/features/auth';

export function meta() {
  return [{ title: 'Account Details' }];
}

export default function Account() {
  return <AccountDetails />;
}
