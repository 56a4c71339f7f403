/** A page number, or a gap of hidden pages before or after the window. */
export type PageItem = number | 'gap-before' | 'gap-after';

/** Pages either side of the current one (spec section 9). */
export const PAGE_WINDOW = 2;

export function pageCount(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / pageSize));
}

/**
 * The page links of the pagination (spec section 2): a window of two pages either side of the
 * current one, plus the first and the last page with an ellipsis where pages are hidden.
 */
export function pageItems(current: number, totalPages: number, radius = PAGE_WINDOW): PageItem[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(current, 1), totalPages);
  const start = Math.max(1, page - radius);
  const end = Math.min(totalPages, page + radius);
  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('gap-before');
  for (let number = start; number <= end; number++) items.push(number);
  if (end < totalPages - 1) items.push('gap-after');
  if (end < totalPages) items.push(totalPages);
  return items;
}

/** "Showing X to Y of Z items": the 1-based range of the items on a page. */
export function shownRange(page: number, pageSize: number, total: number) {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * pageSize + 1, total);
  return { from, to: Math.min(page * pageSize, total) };
}
