import { dateFilterSchema, type DateFilterForm } from '@storefront/domain';
import { useState } from 'react';
import { DateField } from '../DateField';
import * as styles from './FilterPanel.css';

export interface DateRangeProps {
  /** YYYY-MM-DD, or '' when that end is open. */
  from: string;
  to: string;
  onChange: (range: DateFilterForm) => void;
}

/**
 * From and To dates (YYYY-MM-DD); each limits the other's picker. A backwards range typed by hand stays in the fields
 * with a message under To and is not reported, so no search goes out for it.
 */
export function DateRange({ from, to, onChange }: DateRangeProps) {
  const [refused, setRefused] = useState<{ range: DateFilterForm; over: DateFilterForm } | null>(null);
  // The refused range only stands over the applied range it was typed on; Clear all or Back replace it.
  const shown =
    refused && refused.over.from_date_io === from && refused.over.to_date_io === to
      ? refused.range
      : { from_date_io: from, to_date_io: to };
  const check = dateFilterSchema.safeParse(shown);

  const edit = (next: DateFilterForm) => {
    if (dateFilterSchema.safeParse(next).success) {
      setRefused(null);
      onChange(next);
    } else {
      setRefused({ range: next, over: { from_date_io: from, to_date_io: to } });
    }
  };

  return (
    <div className={styles.pair({ kind: 'date' })}>
      <DateField
        label="From"
        value={shown.from_date_io}
        max={shown.to_date_io || undefined}
        onValueChange={(next) => edit({ ...shown, from_date_io: next })}
      />
      <DateField
        label="To"
        value={shown.to_date_io}
        min={shown.from_date_io || undefined}
        error={check.success ? undefined : check.error.issues[0]?.message}
        onValueChange={(next) => edit({ ...shown, to_date_io: next })}
      />
    </div>
  );
}
