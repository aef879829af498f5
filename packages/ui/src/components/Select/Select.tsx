import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field } from '../Field';
import { useFieldValue } from '../Field/useFieldValue';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type NativeSelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'multiple' | 'size' | 'className' | 'style' | 'children' | 'id' | 'required'
>;

export interface SelectProps extends NativeSelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice such as 'Select state'; chosen while the value is ''. */
  placeholder?: string | undefined;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean | undefined;
  id?: string | undefined;
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** A styled native select: the platform's own picker on phones, full keyboard support everywhere. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  required,
  disabled,
  id,
  value,
  defaultValue = '',
  onValueChange,
  onChange,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: SelectProps) {
  const [current, handleChange] = useFieldValue(value, defaultValue, onValueChange, onChange);
  const showsPlaceholder = placeholder !== undefined && current === '';

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      id={id}
      describedBy={ariaDescribedBy}
    >
      {(control) => (
        <div
          className={`${fieldStyles.box({ padding: 'flush' })} ${fieldStyles.focusRing} ${styles.box}`}
          data-invalid={control['aria-invalid']}
          data-disabled={disabled || undefined}
        >
          <select
            {...rest}
            {...control}
            ref={ref}
            className={`${fieldStyles.input} ${styles.select}`}
            value={current}
            disabled={disabled}
            data-placeholder={showsPlaceholder || undefined}
            onChange={handleChange}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true">
            <path d="M2 4.5 6 8.5l4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
        </div>
      )}
    </Field>
  );
}
