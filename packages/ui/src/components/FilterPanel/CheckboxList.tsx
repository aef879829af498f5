import { Checkbox } from '../Checkbox';
import type { FilterOption } from './filters';
import * as styles from './FilterPanel.css';

export interface CheckboxListProps<Value extends string | number> {
  /** Names the group for assistive technology, e.g. 'Category'. */
  label: string;
  options: readonly FilterOption<Value>[];
  value: readonly Value[];
  onValueChange: (value: Value[]) => void;
}

/** Several choices of one filter group; the chosen values keep the order of the options. */
export function CheckboxList<Value extends string | number>({
  label,
  options,
  value,
  onValueChange,
}: CheckboxListProps<Value>) {
  const toggle = (changed: Value, checked: boolean) => {
    const chosen = new Set(value);
    if (checked) chosen.add(changed);
    else chosen.delete(changed);
    onValueChange(options.filter((option) => chosen.has(option.value)).map((option) => option.value));
  };

  return (
    <div role="group" aria-label={label} className={styles.optionList}>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          label={option.label}
          checked={value.includes(option.value)}
          onCheckedChange={(checked) => toggle(option.value, checked)}
        />
      ))}
    </div>
  );
}
