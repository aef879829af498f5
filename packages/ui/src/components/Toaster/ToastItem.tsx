import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { Button } from '../Button';
import { CloseIcon } from '../Dialog/CloseIcon';
import { ToneIcon, type IconTone } from '../StatusBanner/ToneIcon';
import * as styles from './Toaster.css';
import type { ToastMessage, ToastTone } from './toastQueue';
import { useExpiry } from './useExpiry';

const iconTone: Record<ToastTone, IconTone> = {
  success: 'positive',
  error: 'critical',
  warning: 'caution',
  info: 'info',
};

export type DismissReason = 'timeout' | 'user';

interface ToastItemProps {
  toast: ToastMessage;
  duration: number;
  paused: boolean;
  dismissLabel: string;
  onDismiss: (id: string, reason: DismissReason) => void;
}

/** Keyboard users who dismiss a toast land on the next one rather than on the page's body. */
function focusNeighbour(item: Element | null) {
  const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
  neighbour?.querySelector<HTMLButtonElement>('button')?.focus();
}

/** One toast: tone icon, message, dismiss button, and its own timer. */
export function ToastItem({ toast, duration, paused, dismissLabel, onDismiss }: ToastItemProps) {
  const titleId = useId();
  useExpiry(duration, paused, () => onDismiss(toast.id, 'timeout'));

  const dismiss = (item: Element | null) => {
    if (item?.contains(document.activeElement)) focusNeighbour(item);
    onDismiss(toast.id, 'user');
  };

  return (
    <li
      className={styles.toast({ tone: toast.tone })}
      data-tone={toast.tone}
      data-kind={toast.kind ?? 'toast'}
      onKeyDown={(event: KeyboardEvent<HTMLLIElement>) => {
        if (event.key === 'Escape') dismiss(event.currentTarget);
      }}
    >
      <ToneIcon tone={iconTone[toast.tone]} className={styles.icon} />
      <div className={styles.copy}>
        <p id={titleId} className={styles.title}>
          {toast.title}
        </p>
        {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
      </div>
      <span className={styles.dismiss}>
        <Button
          variant="ghost"
          size="small"
          aria-label={dismissLabel}
          aria-describedby={titleId}
          onClick={(event: MouseEvent<HTMLButtonElement>) => dismiss(event.currentTarget.closest('li'))}
        >
          <CloseIcon />
        </Button>
      </span>
    </li>
  );
}
