/** The banner's tone, in the theme's words. */
export type BannerTone = 'positive' | 'critical' | 'caution' | 'info' | 'neutral';

const TONE_WORDS: readonly (readonly [RegExp, BannerTone])[] = [
  [/\b(won|bought)\b/i, 'positive'],
  [/\blost\b/i, 'critical'],
  [/\b(losing|outbid)\b/i, 'critical'],
  [/\breserve\b/i, 'caution'],
  [/\bwinning\b/i, 'positive'],
  [/\bproxy\b/i, 'info'],
];

/** The banner tone from a bid status text, by the spec's words in the spec's order. */
export function bannerTone(statusText: string): BannerTone {
  return TONE_WORDS.find(([words]) => words.test(statusText))?.[1] ?? 'neutral';
}

/** A bid status text from the server as a buyer reads it: 'autoBid' is shown as 'proxy bid'. */
export function displayBidStatus(statusText: string): string {
  return statusText.replace(/autoBid/gi, 'proxy bid');
}
