import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether a key someone offers is the seller key, compared in constant time (equal-length digests). */
export function isSellerKey(offered: unknown, sellerKey: string): boolean {
  return typeof offered === 'string' && timingSafeEqual(digest(offered), digest(sellerKey));
}
