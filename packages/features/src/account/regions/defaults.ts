/**
 * The defaults of address forms (spec 000 §9): United States and Alabama. The account keeps names; the region
 * reference of the API numbers them 231 and 3919.
 */
export const DEFAULT_COUNTRY = { id: '231', name: 'United States', country: 'US' } as const;
export const DEFAULT_STATE = { id: '3919', name: 'Alabama' } as const;
