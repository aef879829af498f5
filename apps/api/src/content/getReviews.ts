import type { components } from '@storefront/api-client';
import type { OperationHandler } from '../http/operationTypes';
import { paging } from '../dashboard/paging';

type Review = components['schemas']['Review'];

export const REVIEWS_PAGE_SIZE = 50;

/** Every review, newest first (the storefront shows only those above 3 stars). */
export const getReviews: OperationHandler<'getReviews'> = async ({ body }, { db }) => {
  const pageSize = body.limit ?? REVIEWS_PAGE_SIZE;
  const { offset } = paging(body.page ?? 1, pageSize);
  const rows = await db
    .selectFrom('reviews')
    .selectAll()
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset(offset)
    .execute();
  return {
    success: 'yes',
    results: rows.map((row): Review => {
      const review: Review = {
        stars: row.stars,
        short_msg: row.short_msg,
        message: row.message,
        userName: row.user_name,
        location: row.location,
        date: row.date,
      };
      if (row.img_url !== null) review.img_url = row.img_url;
      return review;
    }),
  };
};
