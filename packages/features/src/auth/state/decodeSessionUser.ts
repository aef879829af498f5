import type { SessionUser } from '@storefront/api-client';

/** The user data the token carries (spec 000 §3), or null for anything that is not a readable session token. */
export function decodeSessionUser(token: string | null): SessionUser | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)))) as unknown;
    if (typeof claims !== 'object' || claims === null) return null;
    const { id, email, first_name } = claims as Record<string, unknown>;
    if (typeof id !== 'number' || typeof email !== 'string' || typeof first_name !== 'string') return null;
    return claims as SessionUser;
  } catch {
    return null;
  }
}
