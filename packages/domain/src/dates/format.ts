function formatter(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h12',
  });
}

const newYork = formatter('America/New_York');
const pacific = formatter('America/Los_Angeles');

function wallClock(format: Intl.DateTimeFormat, epochMs: number): string {
  const parts = format.formatToParts(epochMs);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${get('month')}/${get('day')}/${get('year')} ${get('hour')}:${get('minute')} ${get('dayPeriod').toUpperCase()}`;
}

/** Lot pages: America/New_York as 'MM/DD/YYYY hh:mm A'. */
export function formatLotDate(epochMs: number): string {
  return wallClock(newYork, epochMs);
}

/**
 * Auction cards: Pacific wall-clock time followed by 'PST', as the spec shows it. The suffix stays 'PST' in summer
 * too (the time itself follows daylight saving).
 */
export function formatAuctionCardStart(epochMs: number): string {
  return `${wallClock(pacific, epochMs)} PST`;
}
