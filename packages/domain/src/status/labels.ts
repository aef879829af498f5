/** Fixed texts of the bidding screens, quoted from the spec. */
export const bidLabels = {
  loginToBid: 'Login to Bid',
  placeMaxBid: 'Place Max Bid',
  placeMaximumBid: 'Place Maximum Bid',
  youreWinning: "You're Winning!",
  youAreLosing: 'You are losing',
  bidPlaced: 'Bid placed successfully',
  bidSubmitted: 'Bid Submitted Successfully',
  bidRetracted: 'Bid Retracted Successfully',
  retractConfirm: 'Do you want to retract this bid?',
  noBids: 'No Bids Found',
} as const;
