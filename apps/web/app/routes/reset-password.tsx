import '~/lib/zod-jitless';
import { ResetPasswordForm } from '~/features/auth';

// The address carries the link's one-time token: no request from this page may send it on, to
// another site or to this one. server.js sends `Referrer-Policy: no-referrer` for this path, which
// covers what the browser fetches before it reads this meta tag (React puts the script preloads
// ahead of it); the tag stays for servers that do not (the dev server).
export function meta() {
  return [{ title: 'Reset Password' }, { name: 'referrer', content: 'no-referrer' }];
}

export default function ResetPassword() {
  return <ResetPasswordForm />;
}
