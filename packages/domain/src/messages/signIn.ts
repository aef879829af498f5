/** The answers the server gives around sign-in, shared with the mocks so stories show the product's words. */
export const SIGNED_IN = 'Signed in successfully';
export const WRONG_CREDENTIALS = 'Invalid e-mail or password.';
/** A call that needs a token came without one. */
export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
/** A call came with a token the server no longer accepts. */
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
/** The storefront's toast on logout (spec 000 §8). */
export const LOGGED_OUT = 'Logged out successfully';
/** The answer to a sign-in link request, the same whether or not the address has an account. */
export const SIGN_IN_LINK_SENT = 'If an account uses this e-mail address, we have sent it a sign-in link.';
