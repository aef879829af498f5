import { defaultStringifySearch } from '@tanstack/react-router';

type Plain = string | number | boolean;
const isPlainList = (value: unknown): value is Plain[] =>
  Array.isArray(value) && value.every((item) => ['string', 'number', 'boolean'].includes(typeof item));

/**
 * The address's search as the spec writes it: a list as the same key repeated (/Checkout?id=5001&id=5002), not the
 * router's JSON (`?id=%5B5001%2C5002%5D`); everything else as the router writes it. Each route's search check takes one
 * value or several, so a list of one reads back.
 */
export function stringifySearch(search: Record<string, unknown>): string {
  const lists = Object.entries(search).filter((entry): entry is [string, Plain[]] => isPlainList(entry[1]));
  const rest = Object.fromEntries(Object.entries(search).filter(([, value]) => !isPlainList(value)));
  const params = new URLSearchParams(defaultStringifySearch(rest));
  for (const [key, values] of lists) for (const value of values) params.append(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
