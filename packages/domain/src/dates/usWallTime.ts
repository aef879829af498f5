/**
 * The wall-clock time in one of the store's two US time zones, worked out from the US daylight-saving rule in force
 * since 2007 (second Sunday of March to the first Sunday of November, at 2:00 local time). An `Intl.DateTimeFormat`
 * with a time zone gives the same answer, but building one blocks the page for tens of milliseconds on a phone, once
 * per zone, in the middle of rendering the first auction card. Earlier instants go to `Intl`, which knows older rules.
 */
export type UsTimeZone = 'America/New_York' | 'America/Los_Angeles';

export interface WallTime {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** 0 to 23. */
  hour: number;
  minute: number;
}

const HOUR_MS = 3_600_000;
const FIRST_YEAR_OF_RULE = 2007;
const STANDARD_OFFSET_HOURS: Record<UsTimeZone, number> = { 'America/New_York': -5, 'America/Los_Angeles': -8 };

/** The day of the month of the month's nth Sunday. */
function nthSunday(year: number, monthIndex: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
}

function offsetHours(zone: UsTimeZone, epochMs: number, year: number): number {
  const standard = STANDARD_OFFSET_HOURS[zone];
  const summerStarts = Date.UTC(year, 2, nthSunday(year, 2, 2), 2 - standard);
  const summerEnds = Date.UTC(year, 10, nthSunday(year, 10, 1), 2 - (standard + 1));
  return epochMs >= summerStarts && epochMs < summerEnds ? standard + 1 : standard;
}

const olderRules = new Map<UsTimeZone, Intl.DateTimeFormat>();

/** The same answer from the time zone database, which knows the older rules too. */
export function usWallTimeByIntl(zone: UsTimeZone, epochMs: number): WallTime {
  let format = olderRules.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    olderRules.set(zone, format);
  }
  const parts = format.formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

export function usWallTime(zone: UsTimeZone, epochMs: number): WallTime {
  const standardYear = new Date(epochMs + STANDARD_OFFSET_HOURS[zone] * HOUR_MS).getUTCFullYear();
  if (standardYear < FIRST_YEAR_OF_RULE) return usWallTimeByIntl(zone, epochMs);
  const local = new Date(epochMs + offsetHours(zone, epochMs, standardYear) * HOUR_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}
