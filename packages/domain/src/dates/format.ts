import { usWallTime, type UsTimeZone, type WallTime } from './usWallTime';

const twoDigits = (value: number) => String(value).padStart(2, '0');
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * Where a time is shown decides its zone (spec 001 §9): auction cards in Pacific time marked 'PST', lot pages in New
 * York time; elsewhere (private chat, the buyer's own places) the zone of the buyer's device.
 */
export type ShownZone = 'auctionCard' | 'lotPage' | 'buyer';

/** 'MM/DD/YYYY hh:mm AM'. */
function wallClock({ year, month, day, hour, minute }: WallTime): string {
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${twoDigits(month)}/${twoDigits(day)}/${year} ${twoDigits(hour12)}:${twoDigits(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** EST or EDT: whichever offset from UTC the New York wall clock shows at that instant. */
function newYorkLabel(epochMs: number, wall: WallTime): string {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const offsetHours = Math.round((asUtc - Math.floor(epochMs / MINUTE_MS) * MINUTE_MS) / HOUR_MS);
  return offsetHours === -4 ? 'EDT' : 'EST';
}

/** The device's own zone at that instant, by its short name ('CDT', 'GMT+1'), as the device names it now. */
function buyerLabel(epochMs: number): string {
  const time = new Date(epochMs).toLocaleTimeString('en-US', { timeZoneName: 'short' });
  return time.slice(time.lastIndexOf(' ') + 1);
}

function buyerWallTime(epochMs: number): WallTime {
  const local = new Date(epochMs);
  return {
    year: local.getFullYear(),
    month: local.getMonth() + 1,
    day: local.getDate(),
    hour: local.getHours(),
    minute: local.getMinutes(),
  };
}

const inZone = (zone: UsTimeZone, epochMs: number) => usWallTime(zone, epochMs);

/**
 * Every time the storefront shows, as 'MM/DD/YYYY hh:mm AM' followed by its zone: 'PST' on auction cards as the spec
 * writes it (the time itself follows daylight saving), 'EST' or 'EDT' on lot pages, the device's zone name elsewhere.
 */
export function formatTime(epochMs: number, zone: ShownZone): string {
  if (zone === 'auctionCard') return `${wallClock(inZone('America/Los_Angeles', epochMs))} PST`;
  if (zone === 'lotPage') {
    const wall = inZone('America/New_York', epochMs);
    return `${wallClock(wall)} ${newYorkLabel(epochMs, wall)}`;
  }
  return `${wallClock(buyerWallTime(epochMs))} ${buyerLabel(epochMs)}`;
}

/**
 * The buyer's own time of an instant shown in the store's zone, or null when their device's wall clock reads the same
 * (a buyer in New York needs no second time).
 */
export function buyersOwnTime(epochMs: number, shownIn: Exclude<ShownZone, 'buyer'>): string | null {
  const storeZone = shownIn === 'auctionCard' ? 'America/Los_Angeles' : 'America/New_York';
  const theirs = wallClock(buyerWallTime(epochMs));
  return theirs === wallClock(inZone(storeZone, epochMs)) ? null : `${theirs} ${buyerLabel(epochMs)}`;
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
