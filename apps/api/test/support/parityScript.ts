import type { ApiClient } from '@storefront/api-client';

/** What the script needs to know of the world it runs in: the buyer's sign-in and the lot it bids on. */
export interface ParityWorld {
  email: string;
  password: string;
  lotId: number;
  auctionId: number;
}

export interface ScriptStep {
  step: string;
  httpStatus: number;
  answer: unknown;
}

/** The signed-in buyer's id, read from the login token's payload as the storefront reads it. */
function buyerIdOf(token: string): number {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { id: number }).id;
}

/**
 * One buyer's session through the typed client: sign in, read the lot, a hard bid, a bid below the minimum (refused),
 * a maximum bid, a retraction of that bid, the lot again. `connect` makes the client with the token getter given.
 */
export async function runParityScript(
  connect: (getToken: () => string | null) => ApiClient,
  { email, password, lotId, auctionId }: ParityWorld,
): Promise<ScriptStep[]> {
  let token: string | null = null;
  const client = connect(() => token);
  const steps: ScriptStep[] = [];
  const record = async (step: string, call: Promise<{ data?: unknown; error?: unknown; response: Response }>) => {
    const { data, error, response } = await call;
    steps.push({ step, httpStatus: response.status, answer: data ?? error });
    return data;
  };
  const readLot = (step: string) =>
    record(step, client.POST('/mobileapi/getprodetails', { body: { product_id: lotId } }));

  const login = await record(
    'sign in',
    client.POST('/mobileapi/login', { body: { username: email, password, is_auctionio: 1 } }),
  );
  token = (login as { data?: string } | undefined)?.data ?? null;
  if (token === null) return steps;
  const userid = buyerIdOf(token);

  await readLot('read the lot');
  await record(
    'a hard bid',
    client.POST('/api/addbidoffer', {
      body: { id: lotId, wsprice: 2150, userid, auctionid: auctionId, bidding_type: 'hard', hard_bid: 1, hardbid: 1 },
    }),
  );
  await record(
    'a bid below the minimum',
    client.POST('/api_bidding/biddingAPI', {
      body: { wsprice: 2000, userid, id: lotId, lotid: lotId, bidplan: 'auto', auctionid: auctionId },
    }),
  );
  await record(
    'a maximum bid',
    client.POST('/api_bidding/biddingAPI', {
      body: { wsprice: 2500, userid, id: lotId, lotid: lotId, bidplan: 'auto', auctionid: auctionId },
    }),
  );
  await record(
    'the maximum bid retracted',
    client.POST('/api_bidding/cancelbid_process', {
      body: { pid: lotId, id: 0, uid: userid, price: 2500, auctionid: auctionId, lotof: auctionId, is_buyer: 1 },
    }),
  );
  await readLot('the lot again');
  return steps;
}
