const dayOnly = /^\d{4}-\d{2}-\d{2}$/;

const calendarDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const storeDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'America/New_York',
});

export type ReviewDate = string | number | Date;

/**
 * A review's date as "Mar 4, 2026" with its machine-readable form for `<time>`. A bare
 * 'YYYY-MM-DD' is that calendar day; an instant is read in the store's time zone (New York).
 * Text that is not a date is shown as it came.
 */
export function formatReviewDate(date: ReviewDate): { text: string; dateTime: string | undefined } {
  if (typeof date === 'string' && dayOnly.test(date)) {
    const day = new Date(`${date}T00:00:00Z`);
    if (!Number.isNaN(day.getTime())) return { text: calendarDay.format(day), dateTime: date };
  }
  const instant = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(instant.getTime())) return { text: String(date), dateTime: undefined };
  return { text: storeDay.format(instant), dateTime: instant.toISOString() };
}
