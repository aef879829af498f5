export { Invoice, type InvoiceProps } from './Invoice';
export type { InvoiceParty, InvoiceProduct } from './types';
