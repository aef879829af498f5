// Checked by `tsc -p packages/api-client`, never run: each @ts-expect-error must stay an error, so the
// factories keep the document's types (a right call compiles, a wrong one does not).
import { useMutation, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/createApiClient';
import { unwrap } from '../client/unwrap';
import { operationKey } from './operationKey';
import { createOperationMutations } from './operationMutations';
import { createOperationQueries } from './operationQueries';

declare const client: ApiClient;
declare const queryClient: QueryClient;
const queries = createOperationQueries(client);
const mutations = createOperationMutations(client);

export async function unwrapInfersTheAnswer() {
  const session = await unwrap(
    client.POST('/mobileapi/login', { body: { username: 'maria@example.com', password: 'x', is_auctionio: 1 } }),
  );
  const token: string | undefined = session.data;
  // @ts-expect-error the login answer has no token field; the token is data
  return [token, session.token];
}

export async function queriesCarryTheirDataType() {
  const lot = queries.getProductDetails({ body: { product_id: 2001 } });
  const data = await queryClient.ensureQueryData(lot);
  const title: string = data.results.title;
  const cached: string | undefined = queryClient.getQueryData(lot.queryKey)?.results.title;
  const categories = await queryClient.fetchQuery(queries.getOverallCategory());
  return [title, cached, categories.category_val];
}

export function queriesRefuseWrongInits() {
  // @ts-expect-error the lot details need their body
  queries.getProductDetails();
  // @ts-expect-error product_id is the field; productId is not in the document
  queries.getProductDetails({ body: { productId: 2001 } });
  // @ts-expect-error there is no such operation
  return queries.getLot;
}

export function keysNameTheOperationAndItsParams() {
  const all: readonly ['getProductDetails'] = operationKey('getProductDetails');
  const one = operationKey('getProductDetails', { body: { product_id: 2001 } });
  const lotId: number = one[1].body.product_id;
  // @ts-expect-error product_id is a number
  operationKey('getProductDetails', { body: { product_id: '2001' } });
  // @ts-expect-error there is no such operation
  operationKey('getLot');
  return [all, lotId];
}

export function useMutationsTypedFromTheDocument() {
  const bid = useMutation(mutations.placeTimedBid);
  bid.mutate({ body: { wsprice: 2900, userid: 7, id: 2002, lotid: 2002, bidplan: 'auto', auctionid: 102 } });
  // @ts-expect-error wsprice is a number
  bid.mutate({ body: { wsprice: '2900', userid: 7, id: 2002, lotid: 2002, bidplan: 'auto', auctionid: 102 } });
  const maximum: number | undefined = bid.data?.maxbidamt;
  const profile = useMutation(mutations.getUserProfileDetails);
  profile.mutate();
  return maximum;
}
