import { rule } from './rule';

/** Designed (the spec gives no message): a To date before the From date can match nothing. */
const TO_BEFORE_FROM = 'The To date must be on or after the From date.';

/** The listing's date range as the search body takes it: YYYY-MM-DD, or '' for an open end. */
export interface DateFilterForm {
  from_date_io: string;
  to_date_io: string;
}

/** Either end may be open; with both, To is on or after From (YYYY-MM-DD strings sort as the dates do). */
export const dateFilterSchema = rule((range: DateFilterForm, refuse) =>
  range.from_date_io && range.to_date_io && range.to_date_io < range.from_date_io ? refuse(TO_BEFORE_FROM) : range,
);
