import { Link } from 'react-router';
import { pageCount, pageItems, shownRange } from '../pagination';
import { icon } from '~/ui/icons';

// This page's own icons (the shell's are in ~/ui/icons, on every page's first load).
const ChevronLeftIcon = icon('<path d="M15 18l-6-6 6-6"></path>');
const ChevronRightIcon = icon('<path d="M9 18l6-6-6-6"></path>');

const cell =
  'flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * Spec section 2: previous, next, a window of pages with first and last, "Showing X to Y of Z
 * items"; nothing at all for one page or fewer. Pages are links, so they work before hydration
 * and search engines can follow them.
 */
export function PaginationNav({
  page,
  pageSize,
  total,
  totalLabel,
  hrefForPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** How the total reads when it is not the plain count (a search past its cap: "1,000+"). */
  totalLabel?: string;
  hrefForPage: (page: number) => string;
}) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const { from, to } = shownRange(page, pageSize, total);
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-col items-center gap-4">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          <StepLink
            page={page - 1}
            disabled={page <= 1}
            hrefForPage={hrefForPage}
            direction="prev"
          />
        </li>
        {pageItems(page, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={hrefForPage(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                className={`${cell} ${
                  item === page
                    ? 'bg-brand-700 text-white'
                    : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
                }`}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ),
        )}
        <li>
          <StepLink
            page={page + 1}
            disabled={page >= pages}
            hrefForPage={hrefForPage}
            direction="next"
          />
        </li>
      </ul>
      <p className="text-sm text-slate-700">
        Showing {from} to {to} of {totalLabel ?? total} items
      </p>
    </nav>
  );
}

function StepLink({
  page,
  disabled,
  hrefForPage,
  direction,
}: {
  page: number;
  disabled: boolean;
  hrefForPage: (page: number) => string;
  direction: 'prev' | 'next';
}) {
  const label = direction === 'prev' ? 'Previous' : 'Next';
  const content =
    direction === 'prev' ? (
      <>
        <ChevronLeftIcon size={16} /> {label}
      </>
    ) : (
      <>
        {label} <ChevronRightIcon size={16} />
      </>
    );
  if (disabled) {
    return (
      <span
        aria-disabled="true"
        className={`${cell} gap-1 border border-slate-200 bg-slate-100 text-slate-500`}
      >
        {content}
      </span>
    );
  }
  return (
    <Link
      to={hrefForPage(page)}
      rel={direction}
      className={`${cell} gap-1 border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`}
    >
      {content}
    </Link>
  );
}
