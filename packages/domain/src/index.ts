// Money
export { centsFromDollars, dollarsFromCents, exactCents, type Cents } from './money/cents';
export { formatAmount, formatCount, formatMoney, formatPercent } from './money/format';
export { isAmountDraft, isLiveBidDraft, BID_MAX_DIGITS, parseAmount, parseLiveBidAmount } from './money/parse';
export { percentOf } from './money/percent';
export { DEFAULT_ESTIMATE, formatEstimate } from './money/estimate';

// Spot: melt value and premium over spot
export {
  GRAMS_PER_TROY_OUNCE,
  meltValue,
  metalContentOf,
  premiumOverSpot,
  troyOuncesFromGrams,
  type Metal,
  type MetalContent,
  type PremiumOverSpot,
} from './spot/meltValue';

// The region reference of the API (address forms)
export { DEFAULT_COUNTRY, DEFAULT_STATE, US_STATES } from './regions/regionReference';

// Increments
export {
  defaultIncrementTable,
  incrementAt,
  incrementTableFromApi,
  rangeAt,
  type BidIncrementRow,
  type IncrementRange,
  type IncrementTable,
} from './increments/table';
export { nextMinimumBid } from './increments/nextMinimumBid';
export { isOnIncrementGrid, nextOnIncrementGrid } from './increments/grid';
export {
  BID_SUGGESTION_HIGH_VALUE,
  BID_SUGGESTION_LIMIT,
  BID_SUGGESTION_LIMIT_HIGH,
  bidSuggestions,
} from './increments/suggestions';

// Proxy bidding engine
export { createLot, DEFAULT_SOFT_CLOSE_MINUTES, type NewLot } from './bidding/createLot';
export { decide } from './bidding/decide';
export { placeBid } from './bidding/placeBid';
export { retractBid } from './bidding/retractBid';
export { closeLot } from './bidding/closeLot';
export { replayBids, type IncomingBid } from './bidding/applyBid';
export { isLargeBid, LARGE_BID_INCREMENTS, LARGE_BID_MULTIPLE } from './bidding/largeBid';
export { buyerMinimumBid, leaderMinimumBid, MAX_BID, minimumBid, type MinimumBidLot } from './bidding/minimumBid';
export { ownMaximum, publicBid, publicBidHistory, publicLot, reserveMet } from './bidding/publicLot';
export type {
  BidderId,
  BidKind,
  CloseLot,
  Decision,
  LotBid,
  LotCommand,
  LotEvent,
  LotRules,
  LotState,
  PlaceBid,
  PrivateLotEvent,
  PublicBid,
  PublicLot,
  PublicLotEvent,
  Rejection,
  RejectionReason,
  RetractBid,
} from './bidding/types';

// What the server answers (shared with the mocks)
export { bidAcknowledgement, bidRefusal, type AcceptedBid } from './bidding/bidAnswers';
export {
  BID_AMOUNT_DECIMALS,
  BID_PLACED,
  bidPlacedMessage,
  LOT_NOT_FOUND,
  NOT_YOUR_BID,
  RETRACTED,
} from './messages/bidding';
export {
  LOGGED_OUT,
  SESSION_EXPIRED,
  SIGN_IN_LINK_SENT,
  SIGN_IN_REQUIRED,
  SIGNED_IN,
  WRONG_CREDENTIALS,
} from './messages/signIn';
export {
  NOTIFICATIONS_UPDATED,
  PASSWORD_CHANGED,
  PASSWORD_UPDATED,
  PROFILE_UPDATED,
  RESET_LINK_SENT,
  THANKS_FOR_REGISTRATION,
} from './messages/account';

// What the buyer sees
export { isLive, type MarketStatus } from './status/marketStatus';
export { auctionPagePath, liveRoomPath, lotPagePath } from './pages/pagePaths';
export { bidCountOf, type BidCountFields } from './status/bidCount';
export {
  biddableLot,
  biddingAllowed,
  type BiddableLot,
  type BiddingAllowed,
  type BiddingRefusalReason,
  type BidSurface,
  type ListedLot,
} from './status/biddingAllowed';
export {
  dashboardStatus,
  lotStatusLabel,
  type LotForStatus,
  type LotStatusLabel,
  type UserId,
} from './status/lotStatus';
export { bidStatus, type BidStatus, type BidStatusInput, type BidStatusKind } from './status/bidStatus';
export { bannerTone, displayBidStatus, type BannerTone } from './status/tone';
export { bidLabels } from './status/labels';
export {
  liveBidderRefusal,
  liveRegistrationState,
  liveRegistrationTexts,
  type LiveRegistrationState,
} from './status/liveRegistration';

// Clock and countdowns
export {
  addServerTimeSample,
  CLOCK_SAMPLE_MAX_AGE_MS,
  createServerClock,
  msUntilNextSecond,
  serverNow,
  type ServerClock,
  type ServerTimeSample,
} from './clock/serverClock';
export {
  countdown,
  countdownParts,
  type Countdown,
  type CountdownInput,
  type CountdownParts,
  type CountdownPhase,
} from './clock/countdown';
export { lotsRemaining, percentCompleted } from './clock/progress';
export { auctionEnd } from './clock/auctionEnd';
export { EARLY_TICK_MS, nextSecondAfter, tickMark } from './clock/secondTicks';

// Fees and totals
export { WON_LOT_FEE_FIXED, WON_LOT_FEE_PERCENT, wonLotTotal, wonLotTransactionFee } from './fees/transactionFee';
export { buyersPremium } from './fees/premium';
export { achFee, achFeeConfig, type AchFeeConfig } from './fees/achFee';
export {
  invoice,
  type Invoice,
  type InvoiceInput,
  type InvoiceItem,
  type InvoiceLine,
  type InvoiceLineKey,
  type InvoicePayment,
} from './fees/invoice';

// Validation
export { ADDRESS_MAX_LENGTH, formErrors, keepDigits, keepLetters } from './validation/fields';
export type { RuleIssue, RuleResult } from './validation/rule';
export { loginSchema, type LoginForm } from './validation/login';
export { signupDetailsSchema, signupPasswordSchema, signupSchema, type SignupForm } from './validation/signup';
export { signupCardSchema, type SignupCardForm } from './validation/signupCard';
export { resetRequestSchema, type ResetRequestForm } from './validation/resetRequest';
export { newPasswordSchema, type NewPasswordForm } from './validation/newPassword';
export { PROFILE_DETAILS_MISSING, profilePhotoSchema, profileSchema, type ProfileForm } from './validation/profile';
export { imageExtension, imageFileProblem, NOT_AN_IMAGE } from './validation/imageContent';
export { passwordChangeSchema, type PasswordChangeForm } from './validation/passwordChange';
export { cardSchema, type CardForm } from './validation/card';
export { cardMaxLengths } from './validation/cardFields';
export { checkoutCardMaxLengths, checkoutCardSchema, type CheckoutCardForm } from './validation/checkoutCard';
export { bankSchema, type BankForm } from './validation/bank';
export { microDepositCents, verifyBankSchema, type VerifyBankForm } from './validation/verifyBank';
export { accountContactSchema, CONTACT_PHONE_DIGITS, contactSchema, type ContactForm } from './validation/contact';
export { consignmentSchema, type ConsignmentForm } from './validation/consignment';
export { shippingAddressSchema, type ShippingAddressForm } from './validation/shippingAddress';
export { priceFilterSchema, type PriceFilterForm } from './validation/priceFilter';
export { dateFilterSchema, type DateFilterForm } from './validation/dateFilter';
export { runsBackwards } from './validation/dateRange';
export { listingBidSchema, type BidInputContext } from './validation/listingBid';
export { liveBidSchema, type LiveBidContext } from './validation/liveBid';
export { timedBidSchema } from './validation/timedBid';
export { liveRegistrationSchema, type LiveRegistrationForm } from './validation/liveRegistration';
export { checkoutPaymentSchema, type CheckoutPaymentForm } from './validation/checkoutPayment';

// Dates
export { buyersOwnTime, formatCalendarDay, formatStoreDay, formatTime, type ShownZone } from './dates/format';

// Content
export { CONSIGNMENT_SENT, CONTACT_SENT } from './messages/content';
export { isShownReview, SHOWN_REVIEW_MIN_STARS } from './content/reviews';
export { readablePhone } from './content/phoneNumber';
export {
  ADDRESS_ADDED,
  ALREADY_PAID,
  BANK_ADDED,
  BANK_NOT_VERIFIED,
  BANK_VERIFIED,
  CARD_DELETED,
  CARD_SAVED,
  CARD_SELECTED,
  INVOICE_NOT_FOUND,
  NO_ADDRESS,
  NO_BANK,
  NO_CARD,
  PAID,
  PAYMENT_FALLBACK,
  PAYMENT_SUCCESSFUL,
  SHIPPING_NOT_PRICED,
} from './messages/payments';
