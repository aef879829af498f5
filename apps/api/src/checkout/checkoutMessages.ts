/** The spec's checkout messages. */
export const INVOICE_NOT_FOUND = 'Invoice not Found';
export const SHIPPING_NOT_PRICED = 'Please Wait Until seller update shipping cost';
export const NO_ADDRESS = 'Please Select Shipping Address';
export const BANK_NOT_VERIFIED = 'Please Verify Bank Details or please select verified bank details';
export const NO_BANK = 'Please Select Bank Details';
export const PAYMENT_FALLBACK = 'Try Again later.';
export const PAID = 'Successfully paid';
export const PAYMENT_SUCCESSFUL = 'Payment successful!';
export const ADDRESS_ADDED = 'Address Added Successfully!!!';

/** Ours: the spec shows none for these. */
export const ALREADY_PAID = 'This invoice is already paid.';
export const CHARGE_MISMATCH = 'The card payment does not match this checkout. Try Again later.';
export const TRANSFER_MISMATCH = 'The bank payment does not match this checkout. Try Again later.';
export const NO_DISCOUNT = 'This discount is not available.';
