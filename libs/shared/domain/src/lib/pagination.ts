export type PageItem = number | 'ellipsis';

/**
 * The page numbers to show (SPEC §9): with 3 pages or fewer, all of them; otherwise the first,
 * an ellipsis, the current page and the last, without repeating the first or last page and
 * without an ellipsis between neighbours.
 */
export function compactPages(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 0) return [];
  if (totalPages <= 3) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, current), totalPages);
  const items: PageItem[] = [1];
  if (page > 2) items.push('ellipsis');
  if (page !== 1 && page !== totalPages) items.push(page);
  if (page < totalPages - 1) items.push('ellipsis');
  items.push(totalPages);
  return items;
}

export function pageCount(totalItems: number, pageSize: number): number {
  return Math.max(0, Math.ceil(totalItems / pageSize));
}
