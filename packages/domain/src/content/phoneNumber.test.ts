import { describe, expect, it } from 'vitest';
import { readablePhone } from './phoneNumber';

describe('a phone number as people read it', () => {
  it('writes a US number of ten digits as (503) 555-0147, with or without its country code', () => {
    expect(readablePhone('5035550147')).toBe('(503) 555-0147');
    expect(readablePhone('+1 503 555 0147')).toBe('(503) 555-0147');
    expect(readablePhone('15035550147')).toBe('(503) 555-0147');
    expect(readablePhone('(503) 555-0147')).toBe('(503) 555-0147');
  });

  it('leaves any other number as it was given', () => {
    expect(readablePhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(readablePhone('+33 1 23 45 67 89')).toBe('+33 1 23 45 67 89');
    expect(readablePhone('555-0147')).toBe('555-0147');
    expect(readablePhone('')).toBe('');
  });
});
