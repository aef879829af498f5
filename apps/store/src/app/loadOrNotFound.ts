import { isApiRefusal } from '@storefront/api-client';
import { notFound } from '@tanstack/react-router';

/**
 * Loads the one thing a page shows (a lot, an auction). When the server refuses to read it (a refusal in the answer,
 * or a 4xx such as 'No lot with this id.'), there is nothing to show: a not-found page. A 401 is a sign-in matter and
 * anything else an error the page offers to retry.
 */
export async function loadOrNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isApiRefusal(error) && (error.httpStatus === 200 || [400, 404, 410].includes(error.httpStatus))) {
      throw notFound();
    }
    throw error;
  }
}
