import { useToast, type ToastInput } from '@storefront/ui';
import { useEffect } from 'react';

const KEY = 'carried-toast';

/** Keeps a toast for the next page load, when the app reloads in full (a timed-auction page after sign-in). */
export function carryToast(toast: ToastInput): void {
  sessionStorage.setItem(KEY, JSON.stringify(toast));
}

/** Shows the toast carried across a full reload, once. */
export function CarriedToast() {
  const { show } = useToast();
  useEffect(() => {
    const carried = sessionStorage.getItem(KEY);
    if (!carried) return;
    sessionStorage.removeItem(KEY);
    try {
      show(JSON.parse(carried) as ToastInput);
    } catch {
      // A value someone else left under our key is not a toast.
    }
  }, [show]);
  return null;
}
