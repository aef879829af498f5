import { formatCount } from '@storefront/domain';
import { VisuallyHidden } from 'radix-ui';
import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { Field } from '../Field';
import { useFieldValue } from '../Field/useFieldValue';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './TextArea.css';

type NativeTextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'className' | 'style' | 'children' | 'id' | 'required'
>;

export interface TextAreaProps extends NativeTextAreaProps, styles.TextAreaVariants {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean | undefined;
  id?: string | undefined;
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  /** Visible lines before the box scrolls; 5 by default. */
  rows?: number | undefined;
  /** Shows how many characters are used (of `maxLength`, when set) under the box. */
  showCount?: boolean | undefined;
  /** With `maxLength`: from this many characters left the counter warns and tells screen readers what is left. 10% of the limit by default. */
  warnAt?: number | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text entry (a contact message, a consignment description) with label, hint, error and an optional character counter. */
export function TextArea({
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
  rows = 5,
  resize,
  maxLength,
  showCount = false,
  warnAt,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextAreaProps) {
  const [current, handleChange] = useFieldValue(value, defaultValue, onValueChange, onChange);
  const counterId = `${useId()}counter`;
  const length = current.length;
  const limited = maxLength !== undefined && maxLength > 0;
  const remaining = limited ? Math.max(maxLength - length, 0) : 0;
  const threshold = warnAt ?? (limited ? Math.ceil(maxLength / 10) : 0);
  const warning = limited && remaining <= threshold;
  const tone = !limited ? 'standard' : remaining === 0 ? 'critical' : warning ? 'caution' : 'standard';

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      id={id}
      describedBy={[ariaDescribedBy, showCount ? counterId : undefined].filter(Boolean).join(' ') || undefined}
    >
      {(control) => (
        <>
          <div
            className={`${fieldStyles.box({ padding: 'flush' })} ${styles.box}`}
            data-invalid={control['aria-invalid']}
            data-disabled={disabled || undefined}
            data-readonly={readOnly || undefined}
          >
            <textarea
              {...rest}
              {...control}
              ref={ref}
              rows={rows}
              maxLength={maxLength}
              className={styles.textarea({ resize })}
              value={current}
              disabled={disabled}
              readOnly={readOnly}
              onChange={handleChange}
            />
          </div>
          {showCount ? (
            <p id={counterId} className={styles.counter({ tone })} data-tone={tone}>
              <span aria-hidden="true">
                {limited ? `${formatCount(length)} / ${formatCount(maxLength)}` : formatCount(length)}
              </span>
              <VisuallyHidden.Root>
                {limited
                  ? `${formatCount(length)} of ${formatCount(maxLength)} characters used`
                  : `${formatCount(length)} characters`}
              </VisuallyHidden.Root>
            </p>
          ) : null}
          {showCount && limited ? (
            <VisuallyHidden.Root aria-live="polite">
              {warning ? `${formatCount(remaining)} ${remaining === 1 ? 'character' : 'characters'} left` : ''}
            </VisuallyHidden.Root>
          ) : null}
        </>
      )}
    </Field>
  );
}
