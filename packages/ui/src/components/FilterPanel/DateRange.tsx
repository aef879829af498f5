import { DateField } from '../DateField';
import * as styles from './FilterPanel.css';

export interface DateRangeProps {
  /** YYYY-MM-DD, or '' when that end is open. */
  from: string;
  to: string;
  onChange: (range: { from_date_io: string; to_date_io: string }) => void;
}

/** From and To dates (YYYY-MM-DD); each limits the other's picker so the range cannot run backwards. */
export function DateRange({ from, to, onChange }: DateRangeProps) {
  return (
    <div className={styles.pair({ kind: 'date' })}>
      <DateField
        label="From"
        value={from}
        max={to || undefined}
        onValueChange={(next) => onChange({ from_date_io: next, to_date_io: to })}
      />
      <DateField
        label="To"
        value={to}
        min={from || undefined}
        onValueChange={(next) => onChange({ from_date_io: from, to_date_io: next })}
      />
    </div>
  );
}
