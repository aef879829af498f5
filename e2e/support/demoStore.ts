/** The demo buyers of the README, and calls a second buyer makes beside the browser. */
export const demoBuyers = {
  grace: { email: 'grace.miller@example.com', password: 'GoldEagle#2026', first_name: 'Grace' },
  owen: { email: 'owen.parker@example.com', password: 'SilverBar#2026', first_name: 'Owen' },
  lena: { email: 'lena.brooks@example.com', password: 'Morgan#Dollar1', first_name: 'Lena' },
} as const;

export async function call<T = Record<string, unknown>>(
  base: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<T> {
  const response = await fetch(new URL(path, base), {
    method: 'POST',
    headers: {
      domain: new URL(base).hostname,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

export async function signIn(base: string, buyer: { email: string; password: string }): Promise<string> {
  const answer = await call<{ status: string; data?: string; message: string }>(base, '/mobileapi/login', {
    username: buyer.email,
    password: buyer.password,
    is_auctionio: 1,
  });
  if (answer.status !== 'yes' || !answer.data) throw new Error(`Sign-in failed: ${answer.message}`);
  return answer.data;
}

export interface OpenLot {
  id: number;
  lotof: number;
  title: string;
  auction_title: string;
  wprice: number;
  next_bid: number;
  date_added: string;
  date_closed: string;
}

/** An open timed lot that closes later than `minutes` from now, to bid on. */
export async function openTimedLot(base: string, minutes = 30, which: 'first' | 'last' = 'first'): Promise<OpenLot> {
  const answer = await call<{ result: { listOfProjects: (OpenLot & { con_check: number })[] } }>(
    base,
    '/mobileapi/lotsearch',
    { limit: 100, page: 1, timed_live: 'timed', userid: 0 },
  );
  const later = Date.now() + minutes * 60_000;
  const open = answer.result.listOfProjects.filter(
    (candidate) =>
      candidate.con_check !== 1 &&
      Date.parse(candidate.date_closed) > later &&
      Date.parse(candidate.date_added) < Date.now(),
  );
  const lot = which === 'first' ? open[0] : open.at(-1);
  if (!lot) throw new Error('The demo store has no timed lot open long enough.');
  return lot;
}
