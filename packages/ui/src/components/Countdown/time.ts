/** An instant as the API and the app hand it over: an ISO date-time (the API's `date_closed`), epoch ms or a Date. */
export type Instant = number | Date | string;

export const toEpochMs = (instant: Instant): number => {
  if (typeof instant === 'number') return instant;
  return typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
};
