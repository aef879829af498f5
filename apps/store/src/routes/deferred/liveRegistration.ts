// A module of its own so that the lazy import names this export only (see otherLots.ts).
export { LiveRegistration } from '@storefront/features/live';
