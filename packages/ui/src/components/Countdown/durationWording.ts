import type { CountdownParts } from '@storefront/domain';

const UNITS = [
  ['days', 'day'],
  ['hours', 'hour'],
  ['minutes', 'minute'],
  ['seconds', 'second'],
] as const;

/** The remaining time as a screen reader should say it: '2 hours 14 minutes 5 seconds'. */
export function durationWording(parts: CountdownParts): string {
  const words = UNITS.filter(([key]) => parts[key] > 0).map(([key, unit]) => {
    const value = parts[key];
    return `${value} ${value === 1 ? unit : `${unit}s`}`;
  });
  return words.length > 0 ? words.join(' ') : '0 seconds';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The compact reading: '1d 02h 14m 05s', '2h 14m 05s', '4m 09s'. */
export function compactDuration({ days, hours, minutes, seconds }: CountdownParts): string {
  const segments: string[] = [];
  if (days > 0) segments.push(`${days}d`);
  if (days > 0 || hours > 0) segments.push(`${segments.length > 0 ? pad(hours) : hours}h`);
  segments.push(`${segments.length > 0 ? pad(minutes) : minutes}m`, `${pad(seconds)}s`);
  return segments.join(' ');
}

/** The large reading: one padded box per unit. */
export function durationSegments(parts: CountdownParts): readonly { unit: string; value: string }[] {
  return [
    { unit: 'Days', value: pad(parts.days) },
    { unit: 'Hours', value: pad(parts.hours) },
    { unit: 'Minutes', value: pad(parts.minutes) },
    { unit: 'Seconds', value: pad(parts.seconds) },
  ];
}
