import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { writeDemoFiles } from './demoFiles';
import { seededRandom } from './random';
import { seedAuctions } from './seedAuctions';
import { seedContent } from './seedContent';
import { seedPeople } from './seedPeople';

export interface SeedOptions {
  db: Kysely<DatabaseSchema>;
  /** The uploads folder; pictures go to its product folder. */
  uploadsDir: string;
  now: Date;
}

/** Whether the database holds no store yet (a first start). */
export async function storeIsEmpty(db: Kysely<DatabaseSchema>) {
  return (await db.selectFrom('stores').select('id').limit(1).executeTakeFirst()) === undefined;
}

/**
 * The demo store: a regional bullion dealer with seven auctions timed from now (one live running, two timed closing
 * over the coming hours, one timed and one live upcoming, two past with results), about 200 lots with pictures and bid histories, three
 * demo buyers, reviews, terms and banners. One transaction: a failed seed leaves nothing behind.
 */
export async function seedDemoStore({ db, uploadsDir, now }: SeedOptions) {
  const random = seededRandom(20260314);
  const files = new Map<string, string>();
  await db.transaction().execute(async (trx) => {
    const people = await seedPeople(trx, now);
    const { categories } = await seedContent(trx, random, now, files);
    await seedAuctions({ db: trx, random, now, people, categories, files });
  });
  await writeDemoFiles(uploadsDir, files);
}
