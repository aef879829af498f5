import { usWallTime, type UsTimeZone } from './usWallTime';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'MM/DD/YYYY hh:mm AM' in the zone. */
function wallClock(zone: UsTimeZone, epochMs: number): string {
  const { year, month, day, hour, minute } = usWallTime(zone, epochMs);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${twoDigits(month)}/${twoDigits(day)}/${year} ${twoDigits(hour12)}:${twoDigits(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Lot pages: America/New_York as 'MM/DD/YYYY hh:mm A'. */
export function formatLotDate(epochMs: number): string {
  return wallClock('America/New_York', epochMs);
}

/**
 * Auction cards: Pacific wall-clock time followed by 'PST', as the spec shows it. The suffix stays 'PST' in summer
 * too (the time itself follows daylight saving).
 */
export function formatAuctionCardStart(epochMs: number): string {
  return `${wallClock('America/Los_Angeles', epochMs)} PST`;
}

const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar day as 'Mar 4, 2026' (month 1 to 12). */
export function formatCalendarDay(year: number, month: number, day: number): string {
  return `${MONTH_ABBREVIATIONS[month - 1]} ${day}, ${year}`;
}

/** The day an instant falls on in the store's time zone (New York), as 'Mar 4, 2026'. */
export function formatStoreDay(epochMs: number): string {
  const { year, month, day } = usWallTime('America/New_York', epochMs);
  return formatCalendarDay(year, month, day);
}
