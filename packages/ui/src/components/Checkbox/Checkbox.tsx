import type { ReactNode, Ref } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Field } from '../Field';
import { useControllableState } from '../../hooks/useControllableState';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  id?: string | undefined;
  name?: string | undefined;
  checked?: boolean | undefined;
  defaultChecked?: boolean | undefined;
  onCheckedChange?: ((checked: boolean) => void) | undefined;
  ref?: Ref<HTMLButtonElement>;
}

/** A checkbox with its label beside it, and hint and error under the label. */
export function Checkbox({
  label,
  hint,
  error,
  required,
  disabled,
  id,
  name,
  checked,
  defaultChecked = false,
  onCheckedChange,
  ref,
}: CheckboxProps) {
  const [current, setCurrent] = useControllableState(checked, defaultChecked, onCheckedChange);

  return (
    <Field label={label} hint={hint} error={error} required={required} disabled={disabled} id={id} layout="inline">
      {(control) => (
        <CheckboxPrimitive.Root
          {...control}
          ref={ref}
          name={name}
          className={styles.root}
          checked={current}
          disabled={disabled}
          onCheckedChange={(next) => setCurrent(next === true)}
        >
          <CheckboxPrimitive.Indicator className={styles.indicator}>
            <svg className={styles.checkIcon} viewBox="0 0 14 14" aria-hidden="true">
              <path
                d="m2.5 7.5 3 3 6-7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.25"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
      )}
    </Field>
  );
}
