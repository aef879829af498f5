import { VisuallyHidden } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import * as styles from './Field.css';

/** What a field hands its control so label, hint and error are linked to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** A message from the form's rules, shown under the control and linked with aria-describedby. */
  error?: ReactNode;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** The control's id; generated when left out. */
  id?: string | undefined;
  /** `label` names the control through a label element; `text` renders the label as text a group refers to by `labelId`. */
  labelElement?: 'label' | 'text';
  /** The label is read to assistive technology only: the control says what it takes (a placeholder in a lot card). */
  labelHidden?: boolean | undefined;
  layout?: styles.FieldVariants['layout'];
  /** Further ids that describe the control (a prefix such as 'US $'), read before hint and error. */
  describedBy?: string | undefined;
  /** Renders the control from the ids and states it must carry; `labelId` names a group. */
  children: (control: FieldControlProps, labelId: string) => ReactNode;
}

const hasContent = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

/** Label, control, hint and error message: the shared frame every form field composes. */
export function Field({
  label,
  hint,
  error,
  required = false,
  disabled = false,
  id,
  labelElement = 'label',
  labelHidden = false,
  layout = 'stacked',
  describedBy,
  children,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `${generatedId}control`;
  const labelId = `${controlId}-label`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const invalid = hasContent(error);
  const showHint = hasContent(hint);

  const describedByIds = [describedBy, showHint ? hintId : undefined, invalid ? errorId : undefined]
    .filter(Boolean)
    .join(' ');

  const labelClassName = layout === 'inline' ? `${styles.label} ${styles.inlineLabel}` : styles.label;

  const labelRow = (
    <div className={styles.labelRow}>
      {labelElement === 'label' ? (
        <label id={labelId} htmlFor={controlId} className={labelClassName}>
          {label}
        </label>
      ) : (
        <span id={labelId} className={labelClassName}>
          {label}
        </span>
      )}
      {required ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </div>
  );

  return (
    <div
      className={styles.field({ layout })}
      data-layout={layout}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      data-label-hidden={labelHidden || undefined}
    >
      {labelHidden ? <VisuallyHidden.Root asChild>{labelRow}</VisuallyHidden.Root> : labelRow}
      <div className={styles.control}>
        {children(
          {
            id: controlId,
            'aria-describedby': describedByIds || undefined,
            'aria-invalid': invalid || undefined,
            'aria-required': required || undefined,
          },
          labelId,
        )}
      </div>
      {showHint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.errorRegion} aria-live="polite">
        {invalid ? (
          <p id={errorId} className={styles.error}>
            <ErrorIcon />
            <span>{error}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}

function ErrorIcon() {
  return (
    <svg className={styles.errorIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.75" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5v4.25" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="8" cy="11.25" r="1" fill="currentColor" />
    </svg>
  );
}
