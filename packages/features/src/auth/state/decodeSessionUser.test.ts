import { describe, expect, it } from 'vitest';
import { decodeSessionUser } from './decodeSessionUser';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = (payload: unknown) => `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;

describe('decodeSessionUser', () => {
  it("reads the buyer's data from the token", () => {
    expect(
      decodeSessionUser(token({ id: 4, email: 'grace@example.com', first_name: 'Grace', city: 'Tacoma' })),
    ).toEqual({ id: 4, email: 'grace@example.com', first_name: 'Grace', city: 'Tacoma' });
  });

  it('reads names beyond ASCII', () => {
    const payload = btoa(
      String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ id: 1, email: 'z@x.io', first_name: 'Zoë' }))),
    );
    expect(decodeSessionUser(`h.${payload}.s`)?.first_name).toBe('Zoë');
  });

  it.each([null, '', 'not-a-token', 'a.%%%.c', token({ id: '4', email: 'x', first_name: 'y' }), token([1])])(
    'gives null for %s',
    (value) => {
      expect(decodeSessionUser(value)).toBeNull();
    },
  );
});
