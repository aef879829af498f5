import { useId, type ReactNode, type Ref } from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { Field } from '../Field';
import { useControllableState } from '../../hooks/useControllableState';
import * as styles from './RadioGroup.css';

export interface RadioGroupRootProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  id?: string | undefined;
  name?: string | undefined;
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  /** Layout only: horizontal items stack on small phones, and every arrow key moves in both layouts. */
  orientation?: styles.RadioGroupVariants['orientation'];
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** A labelled group of radio items: arrow keys move between them and choose. */
function Root({
  label,
  hint,
  error,
  required,
  disabled = false,
  id,
  name,
  value,
  defaultValue = '',
  onValueChange,
  orientation = 'vertical',
  children,
  ref,
}: RadioGroupRootProps) {
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);

  return (
    <Field label={label} hint={hint} error={error} required={required} disabled={disabled} id={id} labelElement="text">
      {(control, labelId) => (
        <RadioGroupPrimitive.Root
          {...control}
          ref={ref}
          aria-labelledby={labelId}
          name={name}
          className={styles.root({ orientation })}
          value={current}
          onValueChange={setCurrent}
          disabled={disabled}
        >
          {children}
        </RadioGroupPrimitive.Root>
      )}
    </Field>
  );
}
Root.displayName = 'RadioGroup.Root';

export interface RadioGroupItemProps {
  value: string;
  children: ReactNode;
  disabled?: boolean | undefined;
  ref?: Ref<HTMLButtonElement>;
}

/** One choice of the group, labelled by its children. */
function Item({ value, children, disabled, ref }: RadioGroupItemProps) {
  const itemId = useId();

  return (
    <div className={styles.item}>
      <RadioGroupPrimitive.Item ref={ref} id={itemId} value={value} disabled={disabled} className={styles.radio}>
        <RadioGroupPrimitive.Indicator className={styles.indicator} />
      </RadioGroupPrimitive.Item>
      <label htmlFor={itemId} className={styles.itemLabel}>
        {children}
      </label>
    </div>
  );
}
Item.displayName = 'RadioGroup.Item';

export const RadioGroup = { Root, Item };
