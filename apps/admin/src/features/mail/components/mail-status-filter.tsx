import { Link, useLocation } from 'react-router';
import { buttonClasses } from '~/ui/button';
import { MAIL_STATUS_FILTERS, mailFilters, type MailFilters } from '../mail-filters';

/**
 * One link per status: choosing one is a new URL (page 1 of that status), which the loader reads,
 * so a filtered list can be bookmarked or sent to a colleague.
 */
export function MailStatusFilter({ filters }: { filters: MailFilters }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Show e-mails by status" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {MAIL_STATUS_FILTERS.map(({ status, label }) => {
          const current = filters.status === status;
          const search = mailFilters.toParams({ status, page: 1 }).toString();
          return (
            <li key={label}>
              <Link
                to={`${pathname}${search ? `?${search}` : ''}`}
                aria-current={current ? 'true' : undefined}
                className={buttonClasses(current ? 'primary' : 'outline', 'sm')}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
