export type ToastTone = 'success' | 'error' | 'info' | 'warning';

/** A 'toast' stays 5 s, an 'alert' 3 s (the spec's short confirmations); `duration` overrides either. */
export type ToastKind = 'toast' | 'alert';

export interface ToastMessage {
  /** Unique while the toast is shown; adding a toast with an id already shown replaces it. */
  id: string;
  tone: ToastTone;
  /** The message, quoted as the spec writes it, e.g. 'Bid Submitted Successfully'. */
  title: string;
  description?: string;
  kind?: ToastKind;
  /** Milliseconds before it leaves on its own, instead of the kind's duration. */
  duration?: number;
}

/** At most three toasts at once; adding a fourth makes the oldest leave. */
export const MAX_TOASTS = 3;
export const TOAST_DURATION_MS = 5000;
/** A confirmation's alert: 3 s, the top of the spec's 1.5 to 3 s for success toasts (spec 000 §9). */
export const ALERT_DURATION_MS = 3000;

export type ToastQueueAction =
  { type: 'add'; toast: ToastMessage } | { type: 'dismiss'; id: string } | { type: 'expire'; id: string };

/**
 * The toasts on screen as a pure reducer, so the feature layer owns the state
 * (`useReducer(toastQueue, [])`) and the `Toaster` only renders it.
 */
export function toastQueue(queue: readonly ToastMessage[], action: ToastQueueAction): readonly ToastMessage[] {
  switch (action.type) {
    case 'add': {
      const others = queue.filter((toast) => toast.id !== action.toast.id);
      return [...others, action.toast].slice(-MAX_TOASTS);
    }
    case 'dismiss':
    case 'expire':
      return queue.some((toast) => toast.id === action.id) ? queue.filter((toast) => toast.id !== action.id) : queue;
  }
}
