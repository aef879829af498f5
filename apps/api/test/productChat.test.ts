import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NO_SUCH_LOT } from '../src/chat/chatRecipients';
import { DATABASE_HOOK_TIMEOUT } from '../src/db/testDatabase';
import { insertBiddableLot, insertBidders } from './support/bidders';
import { eventually, startLiveServer, type LiveServer } from './support/liveServer';
import type { RequestBody } from '../src/http/operationTypes';

let server: LiveServer;
const SELLER_KEY = 'the seller key of the product chat tests';

beforeAll(async () => {
  server = await startLiveServer({ demo: true, closingIntervalMs: 0, sellerKey: SELLER_KEY });
}, DATABASE_HOOK_TIMEOUT);
afterAll(() => server?.close());
beforeEach(() => server.reset());

describe('product chat', { timeout: 30_000 }, () => {
  it("puts the store's answer about a lot in that buyer's product chat, live and on reading, not in private chat", async () => {
    const [ann] = await insertBidders(server, 1);
    const lot = await insertBiddableLot(server);
    const staff = await server.database.db
      .insertInto('sub_admins')
      .values({ first_name: 'Ruth', last_name: 'Calloway', email: 'ruth@cascade.test' })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    const page = await server.connect({ token: ann!.token });
    const delivered: Array<{ message: string; pro_id: number | null | undefined }> = [];
    page.client.on('chatmessages', ({ message, pro_id }) => delivered.push({ message, pro_id }));
    const question = { from_id: ann!.id, to_id: staff.id, pro_id: lot.id, to_email: staff.email, type: 'product' };
    expect(
      await server.post('sendProductMessage', { ...question, message: 'Is it in its capsule?' }, ann!.token),
    ).toMatchObject({ status: 'yes' });

    const answer = (body: RequestBody<'sendStaffMessage'>) =>
      server.call('sendStaffMessage', { body, headers: { 'seller-key': SELLER_KEY } }).then((sent) => sent.json());
    expect(await answer({ from_id: staff.id, to_id: ann!.id, pro_id: lot.id + 100, message: 'Yes' })).toEqual({
      status: 'no',
      message: NO_SUCH_LOT,
    });
    expect(await answer({ from_id: staff.id, to_id: ann!.id, pro_id: lot.id, message: 'Yes, sealed.' })).toMatchObject({
      status: 'yes',
      data: { pro_id: lot.id, type: 'product', from_user: 'Ruth Calloway' },
    });
    await eventually(() => delivered.length === 2);
    expect(delivered).toEqual([
      { message: 'Is it in its capsule?', pro_id: lot.id },
      { message: 'Yes, sealed.', pro_id: lot.id },
    ]);
    const conversation = await server.post('getProductMessages', { pid: lot.id, type: 'product' }, ann!.token);
    expect(conversation).toMatchObject({
      status: 'yes',
      data: [{ message: 'Is it in its capsule?' }, { message: 'Yes, sealed.' }],
    });
    expect(await server.post('getChatHistory', { chat_id: staff.id }, ann!.token)).toEqual({ status: 'yes', data: [] });
  });
});
