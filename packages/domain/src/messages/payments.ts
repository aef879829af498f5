/** Saved cards and banks (spec 000 §8), word for word. */
export const CARD_SAVED = 'Card Saved Successfully';
export const CARD_SELECTED = 'Card selected successfully';
export const CARD_DELETED = 'Card Deleted Successfully';
export const BANK_ADDED = 'Bank Details Added Successfully';
export const BANK_VERIFIED = 'Bank Verified Successfully';

/** Checkout and invoice (spec 001 §8), word for word. */
export const INVOICE_NOT_FOUND = 'Invoice not Found';
export const SHIPPING_NOT_PRICED = 'Please Wait Until seller update shipping cost';
export const NO_ADDRESS = 'Please Select Shipping Address';
export const NO_CARD = 'Please Select Or Add New Card Details';
export const BANK_NOT_VERIFIED = 'Please Verify Bank Details or please select verified bank details';
export const NO_BANK = 'Please Select Bank Details';
export const PAYMENT_FALLBACK = 'Try Again later.';
export const PAID = 'Successfully paid';
export const PAYMENT_SUCCESSFUL = 'Payment successful!';
export const ADDRESS_ADDED = 'Address Added Successfully!!!';

/** The server's refusal to pay an invoice twice, and the checkout of a paid invoice (the spec shows none). */
export const ALREADY_PAID = 'This invoice is already paid.';
