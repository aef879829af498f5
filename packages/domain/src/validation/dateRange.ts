/** The listing's date range as the search body takes it: YYYY-MM-DD, or '' for an open end. */
export interface DateFilterForm {
  from_date_io: string;
  to_date_io: string;
}

/** Both ends set and To before From (YYYY-MM-DD strings sort as the dates do): the range can match nothing. */
export const runsBackwards = (range: DateFilterForm) =>
  range.from_date_io !== '' && range.to_date_io !== '' && range.to_date_io < range.from_date_io;
