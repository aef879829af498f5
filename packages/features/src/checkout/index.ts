export { InvoiceView, type InvoiceViewProps } from './components/InvoiceView';
export { Checkout, type CheckoutBuyer, type CheckoutProps } from './components/Checkout';
export { checkoutInit } from './api/useCheckoutLines';
export { checkoutTotals } from './api/checkoutTotals';
export { useInvoice } from './api/useInvoice';
