import { LOGGED_OUT, SIGNED_IN } from '@storefront/domain';
import type { ToastInput } from '@storefront/ui';

/** The spec's short confirmations of signing in and out (success toasts last 1.5 to 3 seconds). */
export const signedInToast: ToastInput = {
  id: 'session',
  tone: 'success',
  kind: 'alert',
  title: SIGNED_IN,
};
export const loggedOutToast: ToastInput = {
  id: 'session',
  tone: 'success',
  kind: 'alert',
  title: LOGGED_OUT,
};
