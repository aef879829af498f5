import type { OperationId } from './operationTypes';

/** Operations of issue #7 (reference API server, part 2): bidding, the live room and chat. */
export const partTwoOperations: Partial<Record<OperationId, string>> = {};

/** Operations of issue #6 not built yet, with the item of the issue that builds them. Remove each as it lands. */
export const remainingPartOneOperations: Partial<Record<OperationId, string>> = {
  updateCard: 'item 6, payments sandbox',
  createCustomerDetails: 'item 6, payments sandbox (ACH)',
  createBankDetails: 'item 6, payments sandbox (ACH)',
  getBankDetails: 'item 6, payments sandbox (ACH)',
  verifyBankDetails: 'item 6, payments sandbox (ACH)',
  getCheckoutAuction: 'item 7, checkout',
  successAfterPayAuction: 'item 7, checkout',
  createBankPay: 'item 7, checkout',
  successAfterPayAuctionUpdateBank: 'item 7, checkout',
  addShippingAddress: 'item 7, checkout',
  getAllShippingAddresses: 'item 7, checkout',
  viewInvoice: 'item 7, invoices',
};
