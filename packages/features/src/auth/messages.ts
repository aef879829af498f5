/** The spec's toasts of signing in and out (spec 000 §8). */
export const SIGNED_IN = 'Signed in successfully';
export const LOGGED_OUT = 'Logged out successfully';
