import type { OperationHandler } from '../http/operationTypes';

/** The store's identity and card provider, as the server was started with them (the page carries the same). */
export const getStoreSettings: OperationHandler<'getStoreSettings'> = async (_input, { store }) => store;
