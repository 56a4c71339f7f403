import { Link, useLocation, useSearchParams } from 'react-router';
import { formatCount } from '~/lib/format';
import { buttonClasses } from './button';

export interface PaginationProps {
  page: number;
  pageCount: number;
  total: number;
  /** What is counted: ["order", "orders"]. */
  noun: readonly [string, string];
}

/**
 * Previous and next as links that keep the other search parameters (the filters): a page of a
 * filtered list is a URL of its own, and the loader asks the API for exactly that page.
 */
export function Pagination({ page, pageCount, total, noun }: PaginationProps) {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(searchParams);
    if (target <= 1) params.delete('page');
    else params.set('page', String(target));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  const disabled = `${buttonClasses('outline', 'sm')} pointer-events-none opacity-50`;
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700">
        {pageCount > 1 ? `Page ${formatCount(page)} of ${formatCount(pageCount)} · ` : ''}
        {formatCount(total)} {total === 1 ? noun[0] : noun[1]}
      </p>
      {pageCount > 1 ? (
        <div className="flex gap-2">
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className={buttonClasses('outline', 'sm')} rel="prev">
              Previous<span className="sr-only"> page</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>
              Previous<span className="sr-only"> page</span>
            </span>
          )}
          {page < pageCount ? (
            <Link to={hrefFor(page + 1)} className={buttonClasses('outline', 'sm')} rel="next">
              Next<span className="sr-only"> page</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>
              Next<span className="sr-only"> page</span>
            </span>
          )}
        </div>
      ) : null}
    </nav>
  );
}
