import { createContext, useCallback, useContext, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { Toaster, type ToasterProps } from './Toaster';
import { toastQueue, type ToastMessage } from './toastQueue';

export type ToastInput = Omit<ToastMessage, 'id'> & { id?: string };

interface ToastApi {
  /** Shows a toast; returns its id. A toast with the id of one on screen replaces it. */
  show: (toast: ToastInput) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps extends Omit<ToasterProps, 'toasts' | 'onDismiss'> {
  children: ReactNode;
}

/** The page's one toast region; anything below it shows toasts through `useToast`. */
export function ToastProvider({ children, ...toasterProps }: ToastProviderProps) {
  const [toasts, dispatch] = useReducer(toastQueue, []);
  const counter = useRef(0);
  const show = useCallback((toast: ToastInput) => {
    counter.current += 1;
    const id = toast.id ?? `toast-${counter.current}`;
    dispatch({ type: 'add', toast: { ...toast, id } });
    return id;
  }, []);
  const dismiss = useCallback((id: string) => dispatch({ type: 'dismiss', id }), []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster {...toasterProps} toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider above it.');
  return api;
}
