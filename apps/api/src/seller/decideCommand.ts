import { argv, env, exit, stderr, stdout } from 'node:process';

/**
 * The seller's approval command: approves (or with `refuse`, refuses) one buyer's registration for a live auction on
 * the running server, through the seller-keyed call.
 *   SELLER_KEY=… npm run approve -w apps/api -- <auction_id> <user_id> [refuse]
 * The server is at API_URL (default http://localhost:$PORT, PORT 4000).
 */

const [auctionArg, userArg, refuse] = argv.slice(2);
const auction_id = Number(auctionArg);
const user_id = Number(userArg);
const sellerKey = env['SELLER_KEY'];
const apiUrl = env['API_URL'] ?? `http://localhost:${env['PORT'] ?? 4000}`;

if (!Number.isInteger(auction_id) || !Number.isInteger(user_id) || (refuse !== undefined && refuse !== 'refuse')) {
  stderr.write('Usage: SELLER_KEY=… npm run approve -w apps/api -- <auction_id> <user_id> [refuse]\n');
  exit(2);
}
if (!sellerKey) {
  stderr.write('Set SELLER_KEY to the key the server was started with.\n');
  exit(2);
}
const response = await fetch(new URL('/sellerapi/registrationDecision', apiUrl), {
  method: 'POST',
  headers: { 'content-type': 'application/json', domain: new URL(apiUrl).host, 'seller-key': sellerKey },
  body: JSON.stringify({ auction_id, user_id, decision: refuse ? 'refuse' : 'approve' }),
});
const answer = (await response.json()) as { status?: string; message?: string; is_register_active?: number };
if (answer.status !== 'success') {
  stderr.write(`${answer.message ?? `The server answered ${response.status}.`}\n`);
  exit(1);
}
stdout.write(`Registration of buyer ${user_id} for auction ${auction_id}: ${refuse ? 'refused' : 'approved'}\n`);
