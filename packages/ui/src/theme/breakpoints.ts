/** The spec's layout breakpoints in px; "mobile" is the spec's 991 px or less. */
export const breakpoints = {
  smallPhone: 480,
  phone: 600,
  tablet: 768,
  mobile: 991,
  desktop: 1024,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** Matches screens wider than the named breakpoint. */
export const above = (breakpoint: Breakpoint) => `screen and (min-width: ${breakpoints[breakpoint] + 1}px)`;

/** Matches screens at or below the named breakpoint. */
export const atMost = (breakpoint: Breakpoint) => `screen and (max-width: ${breakpoints[breakpoint]}px)`;
