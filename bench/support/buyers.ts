/** A signed-in buyer of the reference server: their id and login token. */
export interface BenchBuyer {
  id: number;
  token: string;
}

/** A POST of JSON to the reference server as the storefront makes it, answered with JSON. */
export async function post<T = Record<string, unknown>>(base: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      domain: new URL(base).hostname,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The activation link of the newest mail to `email` in the development outbox (the server needs DEV_PAGES=on). */
async function activationLink(base: string, email: string) {
  const page = await (await fetch(`${base}/dev/outbox`)).text();
  const mail = page.split('<article>').find((article) => article.includes(`To ${email},`));
  const link = mail && /<a href="([^"]+)"/.exec(mail)?.[1];
  if (!link) throw new Error(`No activation mail to ${email} in the outbox.`);
  return link.replaceAll('&#38;', '&');
}

/** A number in letters (names take letters only): 1 a, 2 b … 27 ba. */
const lettersOf = (n: number) =>
  [...n.toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('');

/** Registers `count` new buyers through the API, activates each through its mailed link, and signs them in. */
export async function signedUpBuyers(base: string, count: number): Promise<BenchBuyer[]> {
  const run = Date.now().toString(36);
  const buyers: BenchBuyer[] = [];
  for (let made = 1; made <= count; made += 1) {
    const email = `bidder.${run}.${made}@example.com`;
    const password = `Gold#Bidder${made}`;
    const registered = await post(base, '/mobileapi/register', {
      first_name: 'Bench',
      last_name: `Bidder ${lettersOf(made)}`,
      email,
      password,
      phone: '5035550142',
      address1: '1 Main St',
      city: 'Portland',
      state: 'Oregon',
      country: 'United States',
      zip: '97201',
      role: 'buyer',
      card_paymentid: `cus_bench${run}${made}`,
      is_auctionio: 1,
    });
    if (registered['success'] !== 'yes') throw new Error(`Registration failed: ${JSON.stringify(registered)}`);
    const signed = new URL(await activationLink(base, email)).searchParams.get('userId') ?? '';
    const activated = await fetch(`${base}/activate/${encodeURIComponent(signed)}`, {
      headers: { domain: new URL(base).hostname },
    });
    if (!activated.ok) throw new Error(`Activation failed: HTTP ${activated.status}`);
    const login = await post<{ status: string; data?: string }>(base, '/mobileapi/login', {
      username: email,
      password,
      is_auctionio: 1,
    });
    if (login.status !== 'yes' || !login.data) throw new Error(`Sign-in failed: ${JSON.stringify(login)}`);
    const claims = JSON.parse(Buffer.from(login.data.split('.')[1] ?? '', 'base64url').toString()) as { id: number };
    buyers.push({ id: claims.id, token: login.data });
  }
  return buyers;
}

export interface BenchLot {
  id: number;
  lotof: number;
  wprice: number;
}
