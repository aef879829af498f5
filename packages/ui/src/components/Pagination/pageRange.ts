/** One slot of the page list: a page number or a gap in a long range. */
export type PageSlot = number | 'start-ellipsis' | 'end-ellipsis';

const range = (start: number, end: number) =>
  Array.from({ length: Math.max(end - start + 1, 0) }, (_, index) => start + index);

/**
 * The pages to show around `page`: the first and last page, `siblingCount` pages either side of the current one, and
 * an ellipsis for each longer gap. The number of slots stays the same while the current page moves, so the controls
 * under the pointer do not jump.
 */
export function pageRange(page: number, pageCount: number, siblingCount: number): PageSlot[] {
  const boundary = 1;
  const startPages = range(1, Math.min(boundary, pageCount));
  const endPages = range(Math.max(pageCount - boundary + 1, boundary + 1), pageCount);
  const siblingsStart = Math.max(
    Math.min(page - siblingCount, pageCount - boundary - siblingCount * 2 - 1),
    boundary + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(page + siblingCount, boundary + siblingCount * 2 + 2),
    (endPages[0] ?? pageCount + 1) - 2,
  );

  const slots: (PageSlot | null)[] = [
    ...startPages,
    siblingsStart > boundary + 2 ? 'start-ellipsis' : boundary + 1 < pageCount - boundary ? boundary + 1 : null,
    ...range(siblingsStart, siblingsEnd),
    siblingsEnd < pageCount - boundary - 1
      ? 'end-ellipsis'
      : pageCount - boundary > boundary
        ? pageCount - boundary
        : null,
    ...endPages,
  ];
  return slots.filter((slot): slot is PageSlot => slot !== null);
}
