import { createSecretKey, randomUUID, webcrypto } from 'node:crypto';
import { SignJWT } from 'jose';
import type { components } from '@storefront/api-client';
import { verifiedPayload } from './hs256';

type SessionUser = components['schemas']['SessionUser'];

const ISSUER = 'bullion-storefront';
const SESSION_HOURS = 24 * 7;
const AUTOLOGIN_HOURS = 24;
const ACTIVATION_HOURS = 72;

export interface SessionClaims {
  userId: number;
  /** The user's token_version when the token was issued. */
  version: number;
}

/** A signed link's claims: whose it is, its own id (each link opens once) and when it expires. */
export interface LinkClaims extends SessionClaims {
  linkId: string;
  expiresAt: Date;
}

export interface Tokens {
  /** The login token: a JWT whose payload is the SessionUser the storefront decodes and keeps. */
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
  const read = async (audience: string, token: string): Promise<LinkClaims | null> => {
    const payload = verifiedPayload(token, verifyingKey, { issuer: ISSUER, audience, now: clock() });
    if (!payload) return null;
    const userId = Number(payload['sub']);
    const version = payload['ver'];
    if (!Number.isInteger(userId) || typeof version !== 'number') return null;
    const linkId = typeof payload['jti'] === 'string' ? payload['jti'] : '';
    return { userId, version, linkId, expiresAt: new Date(Number(payload['exp']) * 1000) };
  };
  const readLink = async (audience: string, token: string) => {
    const claims = await read(audience, token);
    return claims && claims.linkId !== '' ? claims : null;
  };
  return {
    session: (user, version) => sign('session', user.id, version, SESSION_HOURS, user),
    readSession: (token) => read('session', token),
    autologin: (userId, version) => signLink('autologin', userId, version, AUTOLOGIN_HOURS),
    readAutologin: (token) => readLink('autologin', token),
    activation: (userId) => signLink('activation', userId, 0, ACTIVATION_HOURS),
    readActivation: (token) => readLink('activation', token),
  };
}
