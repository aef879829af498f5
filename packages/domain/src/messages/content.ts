/** The contact form's confirmation (spec 001 §8), shown 2 seconds. */
export const CONTACT_SENT = 'Data sent successfully';

/** The server's answer to a consignment inquiry (designed: the spec shows none), shared with the mocks. */
export const CONSIGNMENT_SENT = 'Thank you. Our consignment team will contact you shortly.';
