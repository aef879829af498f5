export { Toaster, type ToasterProps } from './Toaster';
export type { DismissReason } from './ToastItem';
export {
  ALERT_DURATION_MS,
  MAX_TOASTS,
  TOAST_DURATION_MS,
  toastQueue,
  type ToastKind,
  type ToastMessage,
  type ToastQueueAction,
  type ToastTone,
} from './toastQueue';
export { ToastProvider, useToast, type ToastInput, type ToastProviderProps } from './ToastProvider';
