const cookieName = 'user_session';
const oneYearInSeconds = 60 * 60 * 24 * 365;

export function readUserSession(cookie: string = document.cookie): string | null {
  const match = cookie.split('; ').find((part) => part.startsWith(`${cookieName}=`));
  return match ? match.slice(cookieName.length + 1) : null;
}

/** The spec's session rule: a `user_session` cookie holding a random six-digit number, created when missing. */
export function ensureUserSession(): string {
  const existing = readUserSession();
  if (existing) return existing;
  const value = String(100000 + (crypto.getRandomValues(new Uint32Array(1))[0]! % 900000));
  document.cookie = `${cookieName}=${value}; path=/; max-age=${oneYearInSeconds}; samesite=lax`;
  return value;
}
