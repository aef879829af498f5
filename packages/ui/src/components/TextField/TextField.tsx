import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Field } from '../Field';
import { useFieldValue } from '../Field/useFieldValue';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './TextField.css';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'prefix' | 'size' | 'className' | 'style' | 'children' | 'id' | 'required'
>;

export interface TextFieldProps extends NativeInputProps {
  label: ReactNode;
  /** The label is read to assistive technology only (see Field). */
  labelHidden?: boolean | undefined;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean | undefined;
  id?: string | undefined;
  /** Number-like entries stay `text` and set `inputMode` ('numeric', 'decimal'), so no spinner and no silent rounding. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search';
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  /** Shown before the entry, e.g. 'US $'; read to assistive technology as part of the description. */
  prefix?: ReactNode;
  suffix?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A single-line text entry with label, hint, error and optional prefix or suffix. */
export function TextField({
  label,
  labelHidden,
  hint,
  error,
  required,
  disabled,
  readOnly,
  id,
  type = 'text',
  inputMode,
  value,
  defaultValue = '',
  onValueChange,
  onChange,
  prefix,
  suffix,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextFieldProps) {
  const [current, handleChange] = useFieldValue(value, defaultValue, onValueChange, onChange);
  const adornmentId = useId();
  const prefixId = prefix ? `${adornmentId}prefix` : undefined;
  const suffixId = suffix ? `${adornmentId}suffix` : undefined;
  const numeric = inputMode === 'numeric' || inputMode === 'decimal';

  return (
    <Field
      label={label}
      labelHidden={labelHidden}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      id={id}
      describedBy={[ariaDescribedBy, prefixId, suffixId].filter(Boolean).join(' ') || undefined}
    >
      {(control) => (
        <div
          className={`${fieldStyles.box()} ${fieldStyles.focusRing}`}
          data-invalid={control['aria-invalid']}
          data-disabled={disabled || undefined}
          data-readonly={readOnly || undefined}
        >
          {prefix ? (
            <span id={prefixId} className={fieldStyles.adornment}>
              {prefix}
            </span>
          ) : null}
          <input
            {...rest}
            {...control}
            ref={ref}
            type={type}
            inputMode={inputMode}
            className={numeric ? `${fieldStyles.input} ${styles.numeric}` : fieldStyles.input}
            value={current}
            disabled={disabled}
            readOnly={readOnly}
            onChange={handleChange}
          />
          {suffix ? (
            <span id={suffixId} className={fieldStyles.adornment}>
              {suffix}
            </span>
          ) : null}
        </div>
      )}
    </Field>
  );
}
