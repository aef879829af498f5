import { expect, waitFor } from 'storybook/test';

/** Whether the element is wholly inside the visible part of its scrolling row and of the screen. */
export const inRowView = (element: HTMLElement, row: HTMLElement) => {
  const box = element.getBoundingClientRect();
  const rowBox = row.getBoundingClientRect();
  return box.left >= Math.max(rowBox.left, 0) - 1 && box.right <= Math.min(rowBox.right, window.innerWidth) + 1;
};

/** The edges of a scrolling row with items hidden past them fade, under a chevron; the others do not. */
export const cuesMoreAt = async (row: HTMLElement, edges: 'start' | 'end' | 'start end') => {
  await waitFor(() => expect(row).toHaveAttribute('data-more', edges));
  await expect(getComputedStyle(row).maskImage).toMatch(/^linear-gradient/);
  const frame = row.parentElement as HTMLElement;
  await expect(getComputedStyle(frame, '::before').content).toBe(edges.includes('start') ? '""' : 'none');
  await expect(getComputedStyle(frame, '::after').content).toBe(edges.includes('end') ? '""' : 'none');
};
