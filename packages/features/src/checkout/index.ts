export { InvoiceView, type InvoiceViewProps } from './components/InvoiceView';
export { useInvoice } from './api/useInvoice';
