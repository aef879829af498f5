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

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Made on first use: a time zone's formatter costs a blocking moment, which every page would pay on load. */
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) formatters.set(timeZone, (format = formatter(timeZone)));
  return format;
}

function wallClock(format: Intl.DateTimeFormat, epochMs: number): string {
  const parts = format.formatToParts(epochMs);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${get('month')}/${get('day')}/${get('year')} ${get('hour')}:${get('minute')} ${get('dayPeriod').toUpperCase()}`;
}

/** Lot pages: America/New_York as 'MM/DD/YYYY hh:mm A'. */
export function formatLotDate(epochMs: number): string {
  return wallClock(formatterOf('America/New_York'), epochMs);
}

/**
 * Auction cards: Pacific wall-clock time followed by 'PST', as the spec shows it. The suffix stays 'PST' in summer
 * too (the time itself follows daylight saving).
 */
export function formatAuctionCardStart(epochMs: number): string {
  return `${wallClock(formatterOf('America/Los_Angeles'), epochMs)} PST`;
}
