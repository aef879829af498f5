import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../src/db/schema';

/**
 * Puts a corpus of hostile texts into every store-owned text of the demo store, through the server's own database
 * layer: the store's terms, the auctions' titles, descriptions and notes (payment, shipping, terms), the lots' titles
 * and descriptions, the reviews, the staff's names, the buyers' names and cities (as an account saved before today's
 * rules, which take letters only, could hold them) and the live auctions' room messages. Text fields take one entry
 * each in turn (every entry lands in several places); long fields take the whole corpus. `urls` go where the store
 * keeps an address of its own: the reviewers' pictures.
 */
export async function writeStoreTextCorpus(
  db: Kysely<DatabaseSchema>,
  corpus: readonly string[],
  urls: readonly string[],
) {
  const entry = (index: number) => corpus[index % corpus.length]!;
  const all = corpus.join('\n');
  await db.transaction().execute(async (trx) => {
    // The terms are HTML: each entry in a block of its own, so that an unclosed tag cannot swallow the next entries.
    const terms = corpus.map((text) => `<div>${text}</div>`).join('\n');
    await trx
      .updateTable('stores')
      .set({ terms_condition: `<p>Corpus terms.</p>\n${terms}` })
      .execute();

    const auctions = await trx.selectFrom('auctions').select(['id', 'con_check']).orderBy('id').execute();
    for (const [index, auction] of auctions.entries()) {
      await trx
        .updateTable('auctions')
        .set({
          title: `Auction ${auction.id} ${entry(index)}`,
          description: all,
          store_comment_one: all,
          store_comment_two: all,
          store_comment_three: all,
        })
        .where('id', '=', auction.id)
        .execute();
      if (auction.con_check === 1) {
        await trx
          .insertInto('auction_messages')
          .values(corpus.map((message) => ({ auction_id: auction.id, message })))
          .execute();
      }
    }

    const lots = await trx.selectFrom('lots').select('id').orderBy('id').execute();
    for (const [index, lot] of lots.entries()) {
      await trx
        .updateTable('lots')
        .set({ title: `Lot ${lot.id} ${entry(index)}`, description: all })
        .where('id', '=', lot.id)
        .execute();
    }

    const reviews = await trx.selectFrom('reviews').select('id').orderBy('id').execute();
    for (const [index, review] of reviews.entries()) {
      await trx
        .updateTable('reviews')
        .set({
          // Above 3 stars, so the storefront shows every one of them.
          stars: 5,
          user_name: entry(index),
          short_msg: entry(index + 1),
          message: all,
          location: entry(index + 2),
          img_url: urls[index % urls.length] ?? null,
        })
        .where('id', '=', review.id)
        .execute();
    }

    const admins = await trx.selectFrom('sub_admins').select('id').orderBy('id').execute();
    for (const [index, admin] of admins.entries()) {
      await trx
        .updateTable('sub_admins')
        .set({ first_name: entry(index), last_name: entry(index + 1) })
        .where('id', '=', admin.id)
        .execute();
    }

    const users = await trx.selectFrom('users').select('id').orderBy('id').execute();
    for (const [index, user] of users.entries()) {
      await trx
        .updateTable('users')
        .set({ first_name: entry(index), last_name: entry(index + 1), city: entry(index + 2) })
        .where('id', '=', user.id)
        .execute();
    }
  });
}
