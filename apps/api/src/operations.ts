import { activateUser } from './accounts/activateUser';
import { changePassword } from './accounts/changePassword';
import { checkEmailExistance } from './accounts/checkEmailExistance';
import { forgotPassword } from './accounts/forgotPassword';
import { requestSignInLink } from './accounts/requestSignInLink';
import { getUserProfileDetails } from './accounts/getUserProfileDetails';
import { login } from './accounts/login';
import { logout } from './accounts/logout';
import { getNotification, updateNotification } from './accounts/notifications';
import { register } from './accounts/register';
import { saveCustomerId } from './accounts/saveCustomerId';
import { updatePasswordInProfile } from './accounts/updatePasswordInProfile';
import { updateUserProfile } from './accounts/updateUserProfile';
import { auctionSearch } from './catalog/auctionSearch';
import { getAuctionLotDetails } from './catalog/getAuctionLotDetails';
import { getSearchKeywordTitle } from './catalog/getSearchKeywordTitle';
import { listAuctions } from './catalog/listAuctions';
import { rapidSearch } from './catalog/rapidSearch';
import { searchAuctionLots } from './catalog/searchAuctionLots';
import { searchLots } from './catalog/searchLots';
import { getCheckoutAuction } from './checkout/getCheckoutAuction';
import { createBankPay, successAfterPayAuctionUpdateBank } from './checkout/payByBank';
import { successAfterPayAuction } from './checkout/payByCard';
import { getCustomerKey } from './payments/getCustomerKey';
import { addShippingAddress, getAllShippingAddresses } from './checkout/shippingAddresses';
import { viewInvoice } from './checkout/viewInvoice';
import { getReviews } from './content/getReviews';
import { listSubAdmins } from './content/listSubAdmins';
import { sendConsignmentInquiry } from './content/sendConsignmentInquiry';
import { sendContactUs } from './content/sendContactUs';
import { getStoreDetails, getStores } from './content/stores';
import { addBidOffer, confirmForwardBid, placeBid, placeTimedBid } from './bidding/bidHandlers';
import { cancelBid } from './bidding/cancelBid';
import { getChatHistory, getProductMessages, sendProductMessage } from './chat/chatOperations';
import {
  getLiveAuctionLots,
  getLiveAuctionMessages,
  getLiveAuctionPercentage,
  getLiveLotDetails,
  newVideoStream,
} from './live/liveRoomOperations';
import { getAuctionCalendar } from './live/auctionCalendar';
import { commandLiveAuctioneer } from './live/commandAuctioneer';
import { closeTimedLotNow } from './closing/closeLotNow';
import { decideRegistration } from './live/decideRegistration';
import { sendStaffMessage } from './chat/sendStaffMessage';
import { registerForAuction } from './live/registerForAuction';
import { buyerDashboard } from './dashboard/buyerDashboard';
import { buyerTransaction } from './dashboard/buyerTransaction';
import type { OperationHandlers } from './http/operationTypes';
import { createBankDetails, createCustomerDetails, getBankDetails } from './payments/bank/bankAccounts';
import { verifyBankDetails } from './payments/bank/verifyBankDetails';
import { updateCard } from './payments/updateCard';
import { getBidDetails } from './lots/getBidDetails';
import { getLotDetail } from './lots/getLotDetail';
import { getProductDetails } from './lots/getProductDetails';
import {
  addToWatchlistAnnounced,
  removeFromWatchlistAnnounced,
  toggleWatchlistAnnounced,
} from './realtime/watchlistEvents';
import { getCatAndSubcatTimed, getOverallCategory } from './reference/categories';
import { getMetalPriceHistory } from './reference/metalPriceHistory';
import { getHealth } from './system/getHealth';
import { getServerTime } from './system/getServerTime';
import { getStoreSettings } from './system/getStoreSettings';

/** The handler of every operation this server implements, by operationId (see http/pendingOperations.ts for the rest). */
export const operationHandlers = {
  // auth
  login,
  logout,
  checkEmailExistance,
  register,
  forgotPassword,
  requestSignInLink,
  changePassword,
  activateUser,
  // account
  updatePasswordInProfile,
  getUserProfileDetails,
  updateUserProfile,
  buyerDashboard,
  getNotification,
  updateNotification,
  buyerTransaction,
  // cards
  saveCustomerId,
  getCustomerKey,
  updateCard,
  // banks
  createCustomerDetails,
  createBankDetails,
  getBankDetails,
  verifyBankDetails,
  // reference
  getCatAndSubcatTimed,
  getOverallCategory,
  getMetalPriceHistory,
  // catalog
  listAuctions,
  auctionSearch,
  getAuctionLotDetails,
  searchAuctionLots,
  searchLots,
  getSearchKeywordTitle,
  rapidSearch,
  // lots
  getProductDetails,
  getBidDetails,
  getLotDetail,
  addToWatchlist: addToWatchlistAnnounced,
  removeFromWatchlist: removeFromWatchlistAnnounced,
  toggleWatchlist: toggleWatchlistAnnounced,
  // content
  sendContactUs,
  getReviews,
  sendConsignmentInquiry,
  getStores,
  getStoreDetails,
  // checkout and invoices
  getCheckoutAuction,
  successAfterPayAuction,
  createBankPay,
  successAfterPayAuctionUpdateBank,
  addShippingAddress,
  getAllShippingAddresses,
  viewInvoice,
  // chat
  listSubAdmins,
  // system
  getHealth,
  getServerTime,
  getStoreSettings,
  // bidding (issue #7)
  placeTimedBid,
  confirmForwardBid,
  addBidOffer,
  placeBid,
  cancelBid,
  registerForAuction,
  decideRegistration,
  commandLiveAuctioneer,
  closeTimedLotNow,
  // live room (issue #7)
  getLiveAuctionLots,
  getLiveAuctionMessages,
  getLiveLotDetails,
  getLiveAuctionPercentage,
  newVideoStream,
  getAuctionCalendar,
  // chat (issue #7)
  getChatHistory,
  getProductMessages,
  sendProductMessage,
  sendStaffMessage,
} satisfies OperationHandlers;
