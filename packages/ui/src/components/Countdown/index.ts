export { CLOSING_SOON_MS, Countdown, type CountdownProps } from './Countdown';
export { systemClock, useNow, type CountdownClock, type TickingClock } from './useNow';
export { toEpochMs, type Instant } from './time';
