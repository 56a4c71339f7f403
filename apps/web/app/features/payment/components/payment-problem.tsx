import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '~/ui/button';

/** What went wrong, announced, with a way on: back to checkout (spec section 8) unless told. */
export function PaymentProblem({
  message,
  children,
  link = { to: '/checkout', label: 'Return to checkout' },
}: {
  message: string;
  /** More ways on, such as Try Again. */
  children?: ReactNode;
  link?: { to: string; label: string };
}) {
  return (
    <div>
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        {message}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Link to={link.to} className={buttonClasses('outline', 'md')}>
          {link.label}
        </Link>
        {children}
      </div>
    </div>
  );
}
