import { createHmac, createSecretKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifiedPayload } from './hs256';

const secret = new TextEncoder().encode('a secret of at least thirty-two characters');
const key = createSecretKey(secret);
const now = new Date('2026-11-27T10:00:00Z');
const seconds = now.getTime() / 1000;
const expected = { issuer: 'house', audience: 'session', now };

const signed = (claims: object, header: object = { alg: 'HS256', typ: 'JWT' }, key = secret) =>
  new SignJWT({ ...claims }).setProtectedHeader(header as { alg: string }).sign(key);

/** A token signed by hand, for headers jose will not write. */
function handSigned(header: object, claims: object) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part(header)}.${part(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

const valid = { iss: 'house', aud: 'session', sub: '7', exp: seconds + 60 };

describe('verifiedPayload', () => {
  it('answers the claims of a token jose signed', async () => {
    expect(verifiedPayload(await signed(valid), key, expected)).toMatchObject({ sub: '7' });
    expect(verifiedPayload(await signed({ ...valid, aud: ['other', 'session'] }), key, expected)).not.toBeNull();
  });

  it('refuses another key, an altered payload and a cut token', async () => {
    const token = await signed(valid);
    const other = new TextEncoder().encode('another secret of at least thirty-two chars');
    expect(verifiedPayload(await signed(valid, undefined, other), key, expected)).toBeNull();
    const [header, , signature] = token.split('.');
    const altered = Buffer.from(JSON.stringify({ ...valid, sub: '8' })).toString('base64url');
    expect(verifiedPayload(`${header}.${altered}.${signature}`, key, expected)).toBeNull();
    expect(verifiedPayload(token.split('.').slice(0, 2).join('.'), key, expected)).toBeNull();
    expect(verifiedPayload(`${token}x`, key, expected)).toBeNull();
  });

  it('refuses other algorithms, unsigned tokens and critical headers', () => {
    expect(verifiedPayload(handSigned({ alg: 'HS512' }, valid), key, expected)).toBeNull();
    expect(verifiedPayload(handSigned({ alg: 'HS256', crit: ['b64'], b64: false }, valid), key, expected)).toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(valid)).toString('base64url')}.`;
    expect(verifiedPayload(none, key, expected)).toBeNull();
  });

  it('refuses another issuer or audience, an expired token and one not yet valid', () => {
    expect(verifiedPayload(handSigned({ alg: 'HS256' }, { ...valid, iss: 'other' }), key, expected)).toBeNull();
    expect(verifiedPayload(handSigned({ alg: 'HS256' }, { ...valid, aud: 'autologin' }), key, expected)).toBeNull();
    expect(verifiedPayload(handSigned({ alg: 'HS256' }, { ...valid, exp: seconds }), key, expected)).toBeNull();
    expect(verifiedPayload(handSigned({ alg: 'HS256' }, { ...valid, exp: undefined }), key, expected)).toBeNull();
    expect(verifiedPayload(handSigned({ alg: 'HS256' }, { ...valid, nbf: seconds + 5 }), key, expected)).toBeNull();
    expect(verifiedPayload(handSigned({ alg: 'HS256' }, { ...valid, nbf: seconds }), key, expected)).not.toBeNull();
  });
});
