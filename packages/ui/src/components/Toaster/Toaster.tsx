import { useState, type FocusEvent } from 'react';
import * as styles from './Toaster.css';
import { ALERT_DURATION_MS, MAX_TOASTS, TOAST_DURATION_MS, type ToastMessage } from './toastQueue';
import { ToastItem, type DismissReason } from './ToastItem';

export interface ToasterProps {
  /** The toasts to show, oldest first; only the newest three are shown. */
  toasts: readonly ToastMessage[];
  /** A toast's time ran out ('timeout') or the user dismissed it ('user'); remove it from `toasts`. */
  onDismiss: (id: string, reason: DismissReason) => void;
  /** Milliseconds a 'toast' stays; 5 s by default. */
  toastDuration?: number;
  /** Milliseconds an 'alert' stays; 3 s by default. */
  alertDuration?: number;
  /** Name of the notifications landmark. */
  label?: string;
  /** Accessible name of each dismiss button. */
  dismissLabel?: string;
  /** Every toast stays until dismissed, whatever its duration: for stories screenshotted with their toasts. */
  held?: boolean;
}

/**
 * Renders the toast list it is given in a polite live region: new toasts are announced
 * without taking focus. Timers pause while the pointer is over the toasts or focus is in them.
 */
export function Toaster({
  toasts,
  onDismiss,
  toastDuration = TOAST_DURATION_MS,
  alertDuration = ALERT_DURATION_MS,
  label = 'Notifications',
  dismissLabel = 'Dismiss',
  held = false,
}: ToasterProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = held || hovered || focused;
  // An emptied list gets no pointerleave or blur; forget the pause so the next toasts can run.
  if (toasts.length === 0 && (hovered || focused)) {
    setHovered(false);
    setFocused(false);
  }

  return (
    <section aria-label={label} className={styles.region}>
      <ol
        className={styles.list}
        aria-live="polite"
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event: FocusEvent<HTMLOListElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        {toasts.slice(-MAX_TOASTS).map((toast) => (
          <ToastItem
            key={toast.id}
            toast={toast}
            duration={toast.duration ?? (toast.kind === 'alert' ? alertDuration : toastDuration)}
            paused={paused}
            dismissLabel={dismissLabel}
            onDismiss={onDismiss}
          />
        ))}
      </ol>
    </section>
  );
}
