import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from '../Field';
import { useFieldValue } from '../Field/useFieldValue';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './DateField.css';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'min' | 'max' | 'size' | 'className' | 'style' | 'children' | 'id' | 'required'
>;

export interface DateFieldProps extends NativeInputProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean | undefined;
  id?: string | undefined;
  /** A calendar date as YYYY-MM-DD, or '' for none. */
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  /** Earliest and latest choosable dates as YYYY-MM-DD, e.g. a To date's `min` is the From date. */
  min?: string | undefined;
  max?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A calendar date through the platform's own date input and picker. */
export function DateField({
  label,
  hint,
  error,
  required,
  disabled,
  readOnly,
  id,
  value,
  defaultValue = '',
  onValueChange,
  onChange,
  min,
  max,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: DateFieldProps) {
  const [current, handleChange] = useFieldValue(value, defaultValue, onValueChange, onChange);

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
          className={`${fieldStyles.box()} ${fieldStyles.focusRing}`}
          data-invalid={control['aria-invalid']}
          data-disabled={disabled || undefined}
          data-readonly={readOnly || undefined}
        >
          <input
            {...rest}
            {...control}
            ref={ref}
            type="date"
            className={`${fieldStyles.input} ${styles.input}`}
            value={current}
            min={min}
            max={max}
            disabled={disabled}
            readOnly={readOnly}
            onChange={handleChange}
          />
        </div>
      )}
    </Field>
  );
}
