// Checked by `tsc -p packages/api-client`, never run: each @ts-expect-error must stay an error, so a
// document change that makes a wrong call compile (or a right one fail) breaks the typecheck.
import type { SocketClient } from '../socket/createSocketClient';
import type { ApiClient } from './createApiClient';

declare const client: ApiClient;
declare const mainSocket: SocketClient<'main'>;

export async function rightCallsCompile() {
  const { data } = await client.POST('/mobileapi/getprodetails', { body: { product_id: 2001 } });
  const title: string | undefined = data?.results.title;
  await client.POST('/mobileapi/buyerDashboard', { body: { sh_limit: 10, page: 1, status: 'bidwon' } });
  mainSocket.emit('userWatch', { action: 'userDisconnected', session: '482913', site_id: 'NWCB01' });
  return title;
}

export async function wrongFieldNameFails() {
  // @ts-expect-error product_id is the field; productId is not in the document
  await client.POST('/mobileapi/getprodetails', { body: { productId: 2001 } });
}

export async function missingRequiredFieldFails() {
  // @ts-expect-error sh_limit is required
  await client.POST('/mobileapi/buyerDashboard', { body: { page: 1, status: 'bidwon' } });
}

export async function valueOutsideTheEnumFails() {
  // @ts-expect-error the dashboard has no 'won' list (it is bidwon)
  await client.POST('/mobileapi/buyerDashboard', { body: { sh_limit: 10, page: 1, status: 'won' } });
}

export async function readingAFieldTheAnswerLacksFails() {
  const { data } = await client.POST('/mobileapi/getprodetails', { body: { product_id: 2001 } });
  // @ts-expect-error the lot has no price field; wprice is the current price
  return data?.results.price;
}

export function wrongSocketPayloadFails() {
  // @ts-expect-error session is the six-digit user_session, not a number
  mainSocket.emit('userWatch', { action: 'userConnected', session: 482913, site_id: 'NWCB01' });
  // @ts-expect-error bidAddtime is a message the server sends, not one the storefront emits
  mainSocket.emit('bidAddtime', { id: 1 });
}
