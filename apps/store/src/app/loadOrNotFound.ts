import { isApiRefusal } from '@storefront/api-client';
import { notFound } from '@tanstack/react-router';

/** Loads a page's data; an answer saying the thing does not exist (404, or a refusal of a read) is a not-found page. */
export async function loadOrNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isApiRefusal(error) && (error.httpStatus === 404 || error.httpStatus === 200)) throw notFound();
    throw error;
  }
}
