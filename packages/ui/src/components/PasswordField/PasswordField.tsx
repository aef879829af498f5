import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Button } from '../Button';
import { Field } from '../Field';
import { useControllableState } from '../../hooks/useControllableState';
import { useFieldValue } from '../Field/useFieldValue';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './PasswordField.css';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue' | 'size' | 'className' | 'style' | 'children' | 'id' | 'required'
>;

export interface PasswordFieldProps extends NativeInputProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean | undefined;
  id?: string | undefined;
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  /** Whether the password shows as plain text. */
  visible?: boolean | undefined;
  defaultVisible?: boolean | undefined;
  onVisibleChange?: ((visible: boolean) => void) | undefined;
  /** Accessible name of the toggle; its pressed state says whether the password shows. */
  toggleLabel?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A password entry with a show/hide toggle button. */
export function PasswordField({
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
  visible,
  defaultVisible = false,
  onVisibleChange,
  toggleLabel = 'Show password',
  ref,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: PasswordFieldProps) {
  const [current, handleChange] = useFieldValue(value, defaultValue, onValueChange, onChange);
  const [shown, setShown] = useControllableState(visible, defaultVisible, onVisibleChange);

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
          data-state={shown ? 'visible' : 'hidden'}
        >
          <input
            {...rest}
            {...control}
            ref={ref}
            type={shown ? 'text' : 'password'}
            className={fieldStyles.input}
            value={current}
            disabled={disabled}
            readOnly={readOnly}
            onChange={handleChange}
          />
          <span className={styles.toggle}>
            <Button
              variant="ghost"
              size="small"
              aria-label={toggleLabel}
              aria-pressed={shown}
              aria-controls={control.id}
              disabled={disabled}
              onClick={() => setShown(!shown)}
            >
              {shown ? <EyeOffIcon /> : <EyeIcon />}
            </Button>
          </span>
        </div>
      )}
    </Field>
  );
}

function EyeIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.7 3.6" />
      <path d="M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
      <path d="m2 2 20 20" />
    </svg>
  );
}
