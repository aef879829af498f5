import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode, type Ref } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Button } from '../Button';
import { Field } from '../Field';
import { useControllableState } from '../../hooks/useControllableState';
import * as styles from './FileField.css';

export interface FileFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown as given, e.g. 'Invalid file type. Please upload an image.'; the check lives with the form. */
  error?: ReactNode;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  id?: string | undefined;
  name?: string | undefined;
  /** File types the picker offers, as the input's `accept`. */
  accept?: string | undefined;
  value?: File | null | undefined;
  defaultValue?: File | null | undefined;
  onValueChange?: ((file: File | null) => void) | undefined;
  /** Upload completion from 0 to 100; the bar shows while it is defined. */
  progress?: number | undefined;
  chooseLabel?: string;
  changeLabel?: string;
  removeLabel?: string;
  emptyText?: string;
  progressLabel?: string;
  ref?: Ref<HTMLInputElement>;
}

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** An image picker with a preview of the chosen image, an upload progress bar and drag and drop. */
export function FileField({
  label,
  hint,
  error,
  required,
  disabled,
  id,
  name,
  accept = 'image/*',
  value,
  defaultValue = null,
  onValueChange,
  progress,
  chooseLabel = 'Choose image',
  changeLabel = 'Change image',
  removeLabel = 'Remove image',
  emptyText = 'No image chosen',
  progressLabel = 'Upload progress',
  ref,
}: FileFieldProps) {
  const [file, setFile] = useControllableState(value, defaultValue, onValueChange);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const actionId = useId();
  const showsPreview = file !== null && file.type.startsWith('image/');

  useEffect(() => {
    const image = imageRef.current;
    if (!image || !file || !showsPreview) return;
    const url = URL.createObjectURL(file);
    image.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file, showsPreview]);

  useEffect(() => {
    // An emptied value also empties the native input, so the same file can be chosen again.
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  const setInputRef = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const handleDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.preventDefault();
    setDragging(true);
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) setFile(dropped);
  };

  const percent = progress === undefined ? undefined : clamp(progress);

  return (
    <Field label={label} hint={hint} error={error} required={required} disabled={disabled} id={id}>
      {(control, labelId) => (
        <div
          className={styles.zone}
          data-state={dragging ? 'dragging' : file ? 'filled' : 'empty'}
          data-invalid={control['aria-invalid']}
          data-disabled={disabled || undefined}
          onDragOver={handleDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={handleDrop}
        >
          <div className={styles.preview}>
            {showsPreview ? (
              <img ref={imageRef} className={styles.previewImage} alt={`Preview of ${file.name}`} />
            ) : (
              <PlaceholderIcon />
            )}
          </div>
          <div className={styles.body}>
            <span className={styles.pick} data-disabled={disabled || undefined}>
              <span id={actionId}>{file ? changeLabel : chooseLabel}</span>
              <input
                {...control}
                ref={setInputRef}
                type="file"
                name={name}
                accept={accept}
                aria-labelledby={`${labelId} ${actionId}`}
                className={styles.fileInput}
                disabled={disabled}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            </span>
            <span className={styles.fileName}>{file ? file.name : emptyText}</span>
          </div>
          {file && !disabled ? (
            <Button variant="ghost" size="small" onClick={() => setFile(null)}>
              {removeLabel}
            </Button>
          ) : null}
          {percent === undefined ? null : (
            <div className={styles.progress}>
              <div
                role="progressbar"
                aria-label={progressLabel}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className={styles.progressTrack}
                style={assignInlineVars({ [styles.progressValue]: `${percent}%` })}
              >
                <div className={styles.progressBar} />
              </div>
              <span aria-hidden="true">{percent}%</span>
            </div>
          )}
        </div>
      )}
    </Field>
  );
}

function PlaceholderIcon() {
  return (
    <svg
      className={styles.placeholderIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      aria-hidden="true"
    >
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-9 9" />
    </svg>
  );
}
