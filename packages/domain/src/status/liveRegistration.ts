export type LiveRegistrationState = 'unregistered' | 'pending' | 'approved';

export const liveRegistrationTexts = {
  register: 'CLICK HERE TO REGISTER FOR BIDDING',
  pendingButton: 'REGISTRATION PENDING',
  pendingMessage: "Registration Pending, We'll send you an email once you've been approved to bid.",
  enter: 'Enter Live Auction',
  notApproved: 'Please Register Live Auction And Participate.',
  requested: 'Auction Registration Request Sent.',
  registered: 'Auction Registration Successfully.',
  failed: 'Error In Registration.',
} as const;

/** `isRegistered` and `is_register_active` (1 pending, 0 approved) as the API sends them. */
export function liveRegistrationState(
  isRegistered: boolean | number | string | null | undefined,
  is_register_active: number | string | null | undefined,
): LiveRegistrationState {
  if (!isRegistered || Number(isRegistered) === 0) return 'unregistered';
  return Number(is_register_active) === 0 ? 'approved' : 'pending';
}

/** A live bid from a buyer who is not approved is refused with the spec's message. */
export function liveBidderRefusal(state: LiveRegistrationState): string | null {
  return state === 'approved' ? null : liveRegistrationTexts.notApproved;
}
