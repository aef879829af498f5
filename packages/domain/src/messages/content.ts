/** The contact form's confirmation (spec 001 §8), shown 2 seconds. */
export const CONTACT_SENT = 'Data sent successfully';
