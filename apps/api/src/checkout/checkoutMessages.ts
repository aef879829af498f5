/** The server's own checkout refusals: the spec shows none for these (its messages are in @storefront/domain). */
export const CHARGE_MISMATCH = 'The card payment does not match this checkout. Try Again later.';
export const TRANSFER_MISMATCH = 'The bank payment does not match this checkout. Try Again later.';
export const NO_DISCOUNT = 'This discount is not available.';
