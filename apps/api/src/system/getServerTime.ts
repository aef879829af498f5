import type { OperationHandler } from '../http/operationTypes';

/** The server's clock, read as late as possible so the browser's round trip brackets it. */
export const getServerTime: OperationHandler<'getServerTime'> = async (_input, { clock }) => ({
  dTime: clock().toISOString(),
});
