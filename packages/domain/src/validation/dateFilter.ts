import { runsBackwards, type DateFilterForm } from './dateRange';
import { rule } from './rule';

export type { DateFilterForm } from './dateRange';

/** Designed (the spec gives no message): a To date before the From date can match nothing. */
const TO_BEFORE_FROM = 'The To date must be on or after the From date.';

/** Either end may be open; with both, To is on or after From. */
export const dateFilterSchema = rule((range: DateFilterForm, refuse) =>
  runsBackwards(range) ? refuse(TO_BEFORE_FROM) : range,
);
