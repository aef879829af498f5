import { describe, expect, it } from 'vitest';
import { auctionPlan } from './auctionPlan';
import { bannerLayout, bannerPicture } from './images';
import { demoBanners } from './storeContent';

// Georgia's widest letters (capitals, 'm', 'w') are under 0.9 em; its average is about half an em.
const AVERAGE_ADVANCE_EM = 0.5;
const DESCENT_EM = 0.25;

const pictures = [
  ...demoBanners.map((banner) => ({ headline: banner.headline, width: 1200, height: 400 })),
  ...auctionPlan(new Date('2026-11-28T12:00:00Z')).map((plan) => ({ headline: plan.title, width: 800, height: 500 })),
];

describe('the demo pictures', () => {
  it.each(pictures)('keep "$headline" clear of the coins and inside the picture', ({ headline, width, height }) => {
    const { fontSize, baseline, radius, coins } = bannerLayout(headline, width, height);
    expect(60 + headline.length * AVERAGE_ADVANCE_EM * fontSize).toBeLessThanOrEqual(width - 60);
    expect(fontSize).toBeGreaterThanOrEqual(28);
    for (const { cx, cy } of coins) {
      expect(cy - radius, 'a coin reaches up into the headline').toBeGreaterThan(baseline + DESCENT_EM * fontSize);
      expect(cx - radius).toBeGreaterThanOrEqual(0);
      expect(cx + radius).toBeLessThanOrEqual(width);
      expect(cy + radius).toBeLessThanOrEqual(height);
    }
    expect(bannerPicture(headline, 'gold', width, height)).toContain(`font-size="${fontSize}"`);
  });
});
