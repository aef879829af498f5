/** An instant as the API and the app hand it over: epoch ms or a Date. */
export type Instant = number | Date;

export const toEpochMs = (instant: Instant): number => (typeof instant === 'number' ? instant : instant.getTime());
