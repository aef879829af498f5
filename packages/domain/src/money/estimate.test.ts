import { describe, expect, it } from 'vitest';
import { formatEstimate } from './estimate';

describe('formatEstimate', () => {
  it('shows the lot’s own range', () => {
    expect(formatEstimate(230_000, 260_000)).toBe('US $2,300.00 - US $2,600.00');
  });

  it.each([
    [null, null],
    [undefined, undefined],
    [0, 0],
  ])('reads missing ends (%s, %s) as the default 100 to 1000', (lowest, highest) => {
    expect(formatEstimate(lowest, highest)).toBe('US $100.00 - US $1,000.00');
  });

  it('fills only the missing end', () => {
    expect(formatEstimate(50_000, null)).toBe('US $500.00 - US $1,000.00');
    expect(formatEstimate(null, 50_000)).toBe('US $100.00 - US $500.00');
  });

  it('shows the lot’s own end alone where the default would put the range out of order', () => {
    expect(formatEstimate(200_000, null)).toBe('US $2,000.00');
    expect(formatEstimate(null, 5_000)).toBe('US $50.00');
  });
});
