import type { Kysely } from 'kysely';
import { demoStore } from '../config';
import type { StoreIdentity } from '../content/storeIdentity';
import type { DatabaseSchema } from '../db/schema';
import { writeDemoFiles } from './demoFiles';
import { seededRandom } from './random';
import { DEMO_CARD_ACCOUNT } from './seedWallets';
import { seedAuctions } from './seedAuctions';
import { seedContent } from './seedContent';
import { seedPeople } from './seedPeople';

export interface SeedOptions {
  db: Kysely<DatabaseSchema>;
  /** The uploads folder; pictures go to its product folder. */
  uploadsDir: string;
  now: Date;
  /** The store's name and site id, from its settings; the demo's own by default. */
  identity?: StoreIdentity;
  /** The card provider account the demo buyers' customers belong to (CARD_PROVIDER_ACCOUNT); the demo's by default. */
  cardAccount?: string;
}

/** Whether the database holds no store yet (a first start). */
export async function storeIsEmpty(db: Kysely<DatabaseSchema>) {
  return (await db.selectFrom('stores').select('id').limit(1).executeTakeFirst()) === undefined;
}

/**
 * Whether no live auction of the demo is running: the demo is timed from its seed, and its running live auction
 * closes three hours after it (the upcoming one runs for three hours, three days after it).
 */
export async function noLiveAuctionRunning(db: Kysely<DatabaseSchema>, now: Date) {
  const running = await db
    .selectFrom('auctions')
    .select('id')
    .where('con_check', '=', 1)
    .where('market_status', '=', 'open')
    .where('date_added', '<=', now)
    .where('date_closed', '>', now)
    .limit(1)
    .executeTakeFirst();
  return running === undefined;
}

/**
 * The demo store: a regional bullion dealer with seven auctions timed from now (one live running, two timed closing
 * over the coming hours, one timed and one live upcoming, two past with results), about 200 lots with pictures and bid histories, three
 * demo buyers, reviews, terms and banners. One transaction: a failed seed leaves nothing behind.
 */
export async function seedDemoStore({
  db,
  uploadsDir,
  now,
  identity = demoStore.store.store,
  cardAccount = DEMO_CARD_ACCOUNT,
}: SeedOptions) {
  const random = seededRandom(20260314);
  const files = new Map<string, string>();
  await db.transaction().execute(async (trx) => {
    const people = await seedPeople(trx, now);
    const { categories } = await seedContent(trx, random, now, files, identity);
    await seedAuctions({ db: trx, random, now, people, categories, files, cardAccount });
  });
  await writeDemoFiles(uploadsDir, files);
}
