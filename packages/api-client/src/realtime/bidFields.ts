import type { components } from '../generated/storefront';

type Schemas = components['schemas'];

/** A bid update as the fields it changes in a lot, under every name the answers use. */
export function bidFields(update: Schemas['BidUpdate']): Record<string, unknown> {
  return {
    wprice: update.bpop_wprice,
    current_bid: update.bpop_wprice,
    current_max_offer_bid: update.bpop_wprice,
    next_bid: update.bpop_nextbid,
    bidcnt: update.bpop_bidcount,
    bid_count: update.bpop_bidcount,
    nobids: update.bpop_bidcount,
    highbid_user_id: update.bpop_higher,
    ...(update.bpop_increment !== undefined ? { incrementamt: update.bpop_increment } : {}),
    ...(update.date_closed !== undefined ? { date_closed: update.date_closed } : {}),
    ...(update.extension_count !== undefined ? { extension_count: update.extension_count } : {}),
    ...(update.reserve_met !== undefined ? { reserve_met: update.reserve_met } : {}),
  };
}
