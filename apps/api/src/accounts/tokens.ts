import { createSecretKey, randomUUID, webcrypto } from 'node:crypto';
import { SignJWT } from 'jose';
import type { components } from '@storefront/api-client';
import { verifiedPayload } from './hs256';

type SessionUser = components['schemas']['SessionUser'];

const ISSUER = 'bullion-storefront';
const SESSION_HOURS = 24 * 7;
const AUTOLOGIN_HOURS = 24;
const ACTIVATION_HOURS = 72;

interface AccountClaims {
  userId: number;
  /** The user's token_version when the token was issued. */
  version: number;
  expiresAt: Date;
}

/** A login token's claims: whose it is and its session's own id (sign-out ends that session only). */
export interface SessionClaims extends AccountClaims {
  sessionId: string;
}

/** A signed link's claims: whose it is, its own id (each link opens once) and when it expires. */
export interface LinkClaims extends AccountClaims {
  linkId: string;
}

export interface Tokens {
  /** The login token: a JWT whose payload is the SessionUser the storefront decodes and keeps, and a session id. */
  session: (user: SessionUser, version: number) => Promise<string>;
  readSession: (token: string) => Promise<SessionClaims | null>;
  /** The signed, expiring, single-use part of an autologin link. */
  autologin: (userId: number, version: number) => Promise<string>;
  readAutologin: (token: string) => Promise<LinkClaims | null>;
  /** The signed, expiring, single-use value of an activation link (the userId path segment of activate/{userId}). */
  activation: (userId: number) => Promise<string>;
  readActivation: (token: string) => Promise<LinkClaims | null>;
}

/** HS256 tokens with an audience per use, so a login token never opens an autologin link or the other way round. */
export function createTokens(secret: Uint8Array, clock: () => Date): Tokens {
  // Imported once: given the raw secret, jose imports it into WebCrypto again on every signature.
  let imported: Promise<webcrypto.CryptoKey> | undefined;
  const key = () =>
    (imported ??= webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']));
  const sign = async (audience: string, userId: number, version: number, hours: number, claims: object) => {
    const now = Math.floor(clock().getTime() / 1000);
    return new SignJWT({ ...claims, ver: version })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setSubject(String(userId))
      .setIssuedAt(now)
      .setExpirationTime(now + hours * 3600)
      .sign(await key());
  };
  const verifyingKey = createSecretKey(secret);
  const signLink = (audience: string, userId: number, version: number, hours: number) =>
    sign(audience, userId, version, hours, { jti: randomUUID() });
  /** The token's claims with its own id (jti of a link, sid of a session), or null without one. */
  const read = async (audience: string, idClaim: 'jti' | 'sid', token: string) => {
    const payload = verifiedPayload(token, verifyingKey, { issuer: ISSUER, audience, now: clock() });
    if (!payload) return null;
    const userId = Number(payload['sub']);
    const version = payload['ver'];
    const id = payload[idClaim];
    if (!Number.isInteger(userId) || typeof version !== 'number' || typeof id !== 'string' || id === '') return null;
    return { userId, version, id, expiresAt: new Date(Number(payload['exp']) * 1000) };
  };
  const readLink = async (audience: string, token: string): Promise<LinkClaims | null> => {
    const claims = await read(audience, 'jti', token);
    return claims && { userId: claims.userId, version: claims.version, linkId: claims.id, expiresAt: claims.expiresAt };
  };
  return {
    session: (user, version) => sign('session', user.id, version, SESSION_HOURS, { ...user, sid: randomUUID() }),
    readSession: async (token) => {
      const claims = await read('session', 'sid', token);
      return (
        claims && { userId: claims.userId, version: claims.version, sessionId: claims.id, expiresAt: claims.expiresAt }
      );
    },
    autologin: (userId, version) => signLink('autologin', userId, version, AUTOLOGIN_HOURS),
    readAutologin: (token) => readLink('autologin', token),
    activation: (userId) => signLink('activation', userId, 0, ACTIVATION_HOURS),
    readActivation: (token) => readLink('activation', token),
  };
}
