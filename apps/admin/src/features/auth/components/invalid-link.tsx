import { Link } from 'react-router';
import { buttonClasses } from '~/ui/button';
import { AuthCard } from './auth-card';

/** A setup or invitation link that no longer works. */
export function InvalidLink({ message }: { message: string }) {
  return (
    <AuthCard title="This link does not work" pageTitle="Link expired">
      <p role="alert" className="text-slate-800">
        {message}
      </p>
      <Link to="/login" className={buttonClasses('outline', 'md', 'mt-6 w-full')}>
        Go to sign in
      </Link>
    </AuthCard>
  );
}
