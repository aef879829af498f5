/** The contact form's confirmation (spec 001 §8), shown 2 seconds. */
export const CONTACT_SENT = 'Data sent successfully';

/**
 * The server's answer to a consignment inquiry, shared with the mocks: the one success toast of spec 000 §8 that no
 * other form owns (the contact form's is spec 001's 'Data sent successfully').
 */
export const CONSIGNMENT_SENT = 'Form Submitted Successfully';
