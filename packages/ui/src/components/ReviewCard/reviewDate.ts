import { formatCalendarDay, formatStoreDay } from '@storefront/domain';

const dayOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

export type ReviewDate = string | number | Date;

/** 'YYYY-MM-DD' as the calendar day it names, or nothing when there is no such day. */
function calendarDay(date: string): string | undefined {
  const match = dayOnly.exec(date);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  const exists = parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
  return exists ? formatCalendarDay(year, month, day) : undefined;
}

/**
 * A review's date as "Mar 4, 2026" with its machine-readable form for `<time>`. A bare
 * 'YYYY-MM-DD' is that calendar day; an instant is read in the store's time zone (New York).
 * Text that is not a date is shown as it came.
 */
export function formatReviewDate(date: ReviewDate): { text: string; dateTime: string | undefined } {
  if (typeof date === 'string') {
    const day = calendarDay(date);
    if (day) return { text: day, dateTime: date };
  }
  const instant = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(instant.getTime())) return { text: String(date), dateTime: undefined };
  return { text: formatStoreDay(instant.getTime()), dateTime: instant.toISOString() };
}
