/**
 * The live room's request body, loaded by its loader on demand. A module of its own so that the dynamic import names
 * this export only: importing the slice's entry would keep the whole live slice in one chunk that every page using a
 * part of it (the auction's lots page) then loads (JavaScript budget of every route).
 */
export { liveRoomBody } from '@storefront/features/live';
