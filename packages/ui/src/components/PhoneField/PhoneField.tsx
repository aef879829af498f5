import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from '../Field';
import { useControllableState } from '../../hooks/useControllableState';
import * as fieldStyles from '../Field/Field.css';
import { countryCallingCodes, type CountryCallingCode } from './countryCallingCodes';
import * as styles from './PhoneField.css';

export interface PhoneValue {
  /** ISO 3166-1 alpha-2 code of the chosen calling code's country. */
  country: string;
  /** The national number as typed. */
  number: string;
}

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'size' | 'className' | 'style' | 'children' | 'id' | 'required'
>;

export interface PhoneFieldProps extends NativeInputProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown as given, e.g. 'Phone number invalid'; the rule lives with the form. */
  error?: ReactNode;
  required?: boolean | undefined;
  id?: string | undefined;
  value?: PhoneValue | undefined;
  defaultValue?: PhoneValue | undefined;
  /** Hears the parts and the full international number, e.g. '+15035550123' ('' while the number is empty). */
  onValueChange?: ((value: PhoneValue, full: string) => void) | undefined;
  countries?: readonly CountryCallingCode[];
  /** Accessible name of the calling code select. */
  codeLabel?: string;
  ref?: Ref<HTMLInputElement>;
}

/** The calling code and the digits, joined into one international number; formatting typed by the user is dropped. */
export function fullPhoneNumber(value: PhoneValue, countries: readonly CountryCallingCode[] = countryCallingCodes) {
  const digits = value.number.replace(/\D/g, '');
  const callingCode = countries.find((entry) => entry.country === value.country)?.callingCode ?? '';
  return digits ? `${callingCode}${digits}` : '';
}

/** A phone number: a country calling code select and the national number. */
export function PhoneField({
  label,
  hint,
  error,
  required,
  disabled,
  readOnly,
  id,
  value,
  defaultValue,
  onValueChange,
  onChange,
  countries = countryCallingCodes,
  codeLabel = 'Country calling code',
  ref,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: PhoneFieldProps) {
  const [current, setCurrent] = useControllableState(
    value,
    defaultValue ?? { country: countries[0]?.country ?? '', number: '' },
  );
  const selected = countries.find((entry) => entry.country === current.country);

  const update = (next: PhoneValue) => {
    setCurrent(next);
    onValueChange?.(next, fullPhoneNumber(next, countries));
  };

  const handleNumberChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    if (!event.defaultPrevented) update({ ...current, number: event.target.value });
  };

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
      {(control, labelId) => (
        <div
          role="group"
          aria-labelledby={labelId}
          className={`${fieldStyles.box()} ${fieldStyles.focusRing}`}
          data-invalid={control['aria-invalid']}
          data-disabled={disabled || undefined}
          data-readonly={readOnly || undefined}
        >
          <span className={styles.code}>
            <span aria-hidden="true">{selected ? `${selected.country} ${selected.callingCode}` : current.country}</span>
            <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true">
              <path d="M2 4.5 6 8.5l4-4" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            </svg>
            <select
              aria-label={codeLabel}
              className={styles.codeSelect}
              value={current.country}
              disabled={disabled || readOnly}
              onChange={(event) => update({ ...current, country: event.target.value })}
            >
              {countries.map((entry) => (
                <option key={entry.country} value={entry.country}>
                  {`${entry.name} (${entry.callingCode})`}
                </option>
              ))}
            </select>
          </span>
          <input
            autoComplete="tel-national"
            {...rest}
            {...control}
            ref={ref}
            type="tel"
            inputMode="tel"
            className={`${fieldStyles.input} ${styles.number}`}
            value={current.number}
            disabled={disabled}
            readOnly={readOnly}
            onChange={handleNumberChange}
          />
        </div>
      )}
    </Field>
  );
}
