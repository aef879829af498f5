import { jwtVerify, SignJWT } from 'jose';
import type { components } from '@storefront/api-client';

type SessionUser = components['schemas']['SessionUser'];

const ISSUER = 'bullion-storefront';
const SESSION_HOURS = 24 * 7;
const AUTOLOGIN_HOURS = 24;

export interface SessionClaims {
  userId: number;
  /** The user's token_version when the token was issued. */
  version: number;
}

export interface Tokens {
  /** The login token: a JWT whose payload is the SessionUser the storefront decodes and keeps. */
  session: (user: SessionUser, version: number) => Promise<string>;
  readSession: (token: string) => Promise<SessionClaims | null>;
  /** The signed, expiring part of an autologin link. */
  autologin: (userId: number, version: number) => Promise<string>;
  readAutologin: (token: string) => Promise<SessionClaims | null>;
}

/** HS256 tokens with an audience per use, so a login token never opens an autologin link or the other way round. */
export function createTokens(secret: Uint8Array, clock: () => Date): Tokens {
  const sign = (audience: string, userId: number, version: number, hours: number, claims: object) => {
    const now = Math.floor(clock().getTime() / 1000);
    return new SignJWT({ ...claims, ver: version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(String(userId))
      .setIssuedAt(now)
      .setExpirationTime(now + hours * 3600)
      .sign(secret);
  };
  const read = async (audience: string, token: string): Promise<SessionClaims | null> => {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience,
        currentDate: clock(),
      });
      const userId = Number(payload.sub);
      const version = payload['ver'];
      if (!Number.isInteger(userId) || typeof version !== 'number') return null;
      return { userId, version };
    } catch {
      return null;
    }
  };
  return {
    session: (user, version) => sign('session', user.id, version, SESSION_HOURS, user),
    readSession: (token) => read('session', token),
    autologin: (userId, version) => sign('autologin', userId, version, AUTOLOGIN_HOURS, {}),
    readAutologin: (token) => read('autologin', token),
  };
}
