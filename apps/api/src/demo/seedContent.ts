import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { bannerPicture } from './images';
import { demoCategories } from './lotTemplates';
import { demoReviews, demoSubAdmins } from './people';
import type { Random } from './random';
import type { StoreIdentity } from '../content/storeIdentity';
import { demoBanners, demoStoreFees, demoTerms } from './storeContent';

const day = 24 * 3600_000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Spot prices the daily history walks around. */
const spot = { gold: 2650, silver: 31.2, platinum: 985, palladium: 1010 };

/** Ids of the categories and sub-categories by name. */
export type CategoryIds = Map<string, number>;

/** The store, its banners, terms, reviews, admins, categories and 90 days of metal prices. */
export async function seedContent(
  db: Kysely<DatabaseSchema>,
  random: Random,
  now: Date,
  files: Map<string, string>,
  identity: StoreIdentity,
) {
  const store = await db
    .insertInto('stores')
    .values({
      name: identity.name,
      site_id: identity.site_id,
      ...demoStoreFees,
      terms_condition: demoTerms(identity.name),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('store_banners')
    .values(demoBanners.map((banner, position) => ({ store_id: store.id, image_name: banner.file, position })))
    .execute();
  for (const banner of demoBanners) files.set(banner.file, bannerPicture(banner.headline, banner.metal));

  await db
    .insertInto('reviews')
    .values(
      demoReviews.map(({ daysAgo, ...review }) => ({
        ...review,
        date: isoDate(new Date(now.getTime() - daysAgo * day)),
      })),
    )
    .execute();
  await db.insertInto('sub_admins').values(demoSubAdmins).execute();

  const categories: CategoryIds = new Map();
  for (const [parent, children] of Object.entries(demoCategories)) {
    const { id } = await db
      .insertInto('categories')
      .values({ name: parent, parent_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    categories.set(parent, id);
    const subs = await db
      .insertInto('categories')
      .values(children.map((name) => ({ name, parent_id: id })))
      .returning(['id', 'name'])
      .execute();
    for (const sub of subs) categories.set(sub.name, sub.id);
  }

  const prices = { ...spot };
  const history = [];
  for (let daysAgo = 90; daysAgo >= 0; daysAgo--) {
    for (const metal of Object.keys(prices) as Array<keyof typeof spot>) {
      prices[metal] = Math.round(prices[metal] * (1 + (random.next() - 0.5) * 0.02) * 100) / 100;
    }
    history.push({ date: isoDate(new Date(now.getTime() - daysAgo * day)), ...prices });
  }
  await db.insertInto('metal_prices').values(history).execute();
  return { storeId: store.id, categories };
}
