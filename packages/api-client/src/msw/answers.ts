import {
  CONSIGNMENT_SENT,
  CONTACT_SENT,
  LOT_NOT_FOUND,
  SIGN_IN_LINK_SENT,
  LOGGED_OUT,
  SIGNED_IN,
  WRONG_CREDENTIALS,
} from '@storefront/domain';
import { errorResponse } from '../client/errors';
import type { Auction, AutoLogin, Lot, PasswordLogin } from '../generated/storefront';
import type { Answers } from './answerTypes';
import { lotFor } from './lotAnswer';
import { createBiddingAnswers } from './biddingAnswers';
import { createBiddingState } from './biddingState';
import { callerId } from './caller';
import { banks, dashboardRows, notificationSettings, transactions } from './fixtures/account';
import { liveAuction, pastAuction, toSearchResult } from './fixtures/auctions';
import { checkoutLines, paidInvoice, shippingAddresses } from './fixtures/checkout';
import { categories, chatHistory, liveMessages, metalPrices, reviews, storeDetails, stores } from './fixtures/content';
import { bidHistory } from './fixtures/lots';
import { demoBuyer, demoPassword, demoProfile, demoToken, subAdmins } from './fixtures/people';
import { fixtureStore, type MockStore } from './store';

/** '20260601T170000Z'. */
const icsTime = (instant: string) =>
  new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** A fixture auction as the smallest calendar file a calendar app imports (the server's comes from ical-generator). */
const calendarOf = (auction: Auction) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Storefront mocks//Live auctions//EN',
    'BEGIN:VEVENT',
    `UID:auction-${auction.id}@mocks`,
    `DTSTAMP:${icsTime(auction.date_added)}`,
    `DTSTART:${icsTime(auction.date_added)}`,
    `DTEND:${icsTime(auction.max_date_closed ?? auction.date_closed)}`,
    `SUMMARY:${auction.title.replace(/[\\;,]/g, (character) => `\\${character}`)} (live auction)`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const isPasswordLogin = (body: PasswordLogin | AutoLogin): body is PasswordLogin => 'password' in body;
const lotsOf = (lots: Iterable<Lot>, auctionId: number) => [...lots].filter((lot) => lot.lotof === auctionId);
const page = <T>(rows: readonly T[], pageNumber = 1, size = 10) =>
  rows.slice((pageNumber - 1) * size, pageNumber * size);
const pageCount = (total: number, size = 10) => Math.ceil(total / size);
const notFound = (message: string) => Response.json(errorResponse(message), { status: 400 });

/**
 * Realistic answers to every operation of the document, with a little state (bids, favourites,
 * addresses) so interactions behave. Bids are decided by `domain`'s engine, as the server decides
 * them. Each call makes a fresh, independent store from `store` (the fixtures by default).
 */
export function createAnswers(store: MockStore = fixtureStore): Answers {
  const { auctions } = store;
  const lotFixtures = store.lots;
  const lotsById = new Map(lotFixtures.map((lot) => [lot.id, lot]));
  const bidding = createBiddingState(lotFixtures, store.lotBidding, store.clock);
  const favourites = new Set(lotFixtures.filter((lot) => lot.isFav === 1).map((lot) => lot.id));
  const addresses = [...shippingAddresses];
  /** A lot as the caller sees it: the engine's bidding state, their own maximum, their favourite. */
  const shown = (lot: Lot, request: Request): Lot => {
    const state = bidding.stateOf(lot.id);
    const view = state ? lotFor(lot, state, callerId(request)) : lot;
    return { ...view, isFav: favourites.has(lot.id) ? 1 : 0 };
  };
  const allShown = (request: Request) => lotFixtures.map((lot) => shown(lot, request));
  const lotById = (id: number, request: Request) => {
    const lot = lotsById.get(id);
    return lot && shown(lot, request);
  };
  const auctionById = (id: number): Auction | undefined => auctions.find((auction) => auction.id === id);

  return {
    getHealth: { status: 'ok', database: 'pglite' },
    getServerTime: () => ({ dTime: new Date().toISOString() }),
    getStoreSettings: {
      store: {
        name: 'Bullion & Coin Auctions',
        tagline: "The Northwest's trusted resource for precious metals, bullion and coins.",
        headline: "We are the Northwest's most trusted resource for precious metals!",
        phone: '(503) 555-0147',
        address: ['Bullion & Coin Auctions', '1200 SW Morrison St, Suite 400', 'Portland, OR 97205'],
        site_id: 'bullion-coin',
      },
      cardProvider: { url: '', account_id: 'acct_sandbox_story', mode: 'sandbox' },
    },

    login: ({ body }) => {
      const matches = body.username.trim().toLowerCase() === demoBuyer.email;
      if (matches && (!isPasswordLogin(body) || body.password === demoPassword)) {
        return { status: 'yes', message: SIGNED_IN, data: demoToken };
      }
      return { status: 'no', message: WRONG_CREDENTIALS };
    },
    checkEmailExistance: ({ body }) =>
      body.email.toLowerCase() === demoBuyer.email
        ? { status: 'no', message: 'This email is already registered.' }
        : { status: 'yes', message: 'Email is available.' },
    register: ({ body }) =>
      body.email.toLowerCase() === demoBuyer.email
        ? { success: 'no', message: 'This email is already registered.' }
        : { success: 'yes', message: 'Thanks for Registration' },
    forgotPassword: { success: 'yes', message: 'Reset Link sent to Mail' },
    requestSignInLink: { status: 'yes', message: SIGN_IN_LINK_SENT },
    changePassword: { success: 'yes', message: 'Password Changed Successfully' },
    activateUser: { success: 'yes', message: 'Your account is activated. Please log in.' },

    updatePasswordInProfile: ({ body }) =>
      body.current_password === demoPassword
        ? { status: 'yes', message: 'Password Updated Successfully' }
        : { status: 'no', message: 'Your current password is incorrect.' },
    getUserProfileDetails: { data: demoProfile },
    updateUserProfile: { status: 'yes', message: 'Profile Updated Successfully' },
    buyerDashboard: ({ body }) => {
      const rows = dashboardRows[body.status];
      return {
        success: 'yes',
        results: page(rows, body.page, body.sh_limit),
        total_pagecnt: pageCount(rows.length, body.sh_limit),
      };
    },
    getNotification: { status: 'yes', data: notificationSettings },
    updateNotification: { status: 'yes', message: 'Notifications Updated Successfully' },
    buyerTransaction: { success: 'yes', results: transactions },

    updateCard: { status: 'yes', message: 'Card selected successfully' },
    saveCustomerId: { status: 'yes' },

    createCustomerDetails: { status: 'yes', data: { message: 'Customer created' } },
    createBankDetails: { status: 'yes', data: { message: 'Bank Details Added Successfully' } },
    getBankDetails: { status: 'yes', data: banks },
    verifyBankDetails: ({ body }) =>
      body.payAmount1 === 32 && body.payAmount2 === 45
        ? { status: 'yes', data: { message: 'Bank Verified Successfully' } }
        : {
            status: 'no',
            data: { message: 'The amounts provided do not match the amounts that were sent to the bank account.' },
          },

    auctionSearch: ({ body }) => {
      const wanted =
        body.type === 'closed' ? [pastAuction] : auctions.filter((auction) => auction.market_status === 'open');
      const size = body.sh_limit ?? 10;
      return {
        success: 'yes',
        results: page(wanted, body.page, size).map(toSearchResult),
        total_pagecnt: pageCount(wanted.length, size),
      };
    },
    listAuctions: ({ body }) => {
      const open = auctions.filter((auction) => auction.market_status === 'open');
      const kind = body.timed_live ?? 'all';
      const data = open.filter((auction) => kind === 'all' || (kind === 'live') === (auction.con_check === 1));
      return { data, count: data.length };
    },
    getAuctionLotDetails: ({ body }) => {
      const auction = auctionById(body.auctionid);
      if (!auction) return notFound('Auction not found.');
      return {
        data: {
          auction_details: auction,
          min_max_date_closed: {
            min_date_closed: auction.min_date_closed ?? auction.date_closed,
            max_date_closed: auction.max_date_closed ?? auction.date_closed,
          },
        },
      };
    },
    searchAuctionLots: ({ body, request }) => {
      const rows = lotsOf(allShown(request), body.lotof);
      const auction = auctionById(body.lotof);
      return {
        status: 'success',
        response: {
          results: page(rows, body.page, body.limit),
          auctionList: auction ? [auction] : [],
          total_results: rows.length,
          current_projectid: auction?.current_projectid ?? null,
          isRegistered: auction?.isRegistered ?? 0,
          isRegistered_list: auction?.isRegistered === 1 ? [{ auction_id: auction.id, is_register_active: 0 }] : [],
        },
      };
    },
    searchLots: ({ body, request }) => {
      const text = (body.searchbar ?? '').toLowerCase();
      const rows = allShown(request).filter(
        (lot) => lot.market_status === 'open' && lot.title.toLowerCase().includes(text),
      );
      const size = body.limit ?? 10;
      return { success: 'yes', result: { listOfProjects: page(rows, body.page, size), totalCount: rows.length } };
    },
    getSearchKeywordTitle: ({ body }) => ({
      success: 'yes',
      results: lotFixtures
        .filter((lot) => lot.title.toLowerCase().includes(body.search_keyword.toLowerCase()))
        .map(({ title, sku }) => ({ title, sku })),
    }),
    rapidSearch: ({ body, request }) => ({
      success: 'yes',
      results: allShown(request)
        .filter((lot) => lot.title.toLowerCase().includes(body.searchbar.toLowerCase()))
        .slice(0, body.limit ?? 8)
        .map(({ id, lotof, sku, title, avatar, wprice, con_check, market_status }) => ({
          id,
          lotof,
          sku,
          title,
          ...(avatar === undefined ? {} : { avatar }),
          wprice,
          con_check,
          market_status,
        })),
    }),

    getProductDetails: ({ body, request }) => {
      const lot = lotById(body.product_id, request);
      if (!lot) return notFound(LOT_NOT_FOUND);
      const viewer = callerId(request);
      return {
        success: 'yes',
        results: lot,
        attachments: lot.lotImages ?? [],
        biddetails: {
          bidtopwinner: viewer !== null && lot.highbid_user_id === viewer ? 1 : 0,
          bidtopstatus: lot.bidtopstatus ?? '',
        },
        incrementamt: lot.incrementamt ?? 0,
      };
    },
    getBidDetails: { success: 'yes', results: bidHistory },
    getLotDetail: ({ body, request }) => {
      const lot = lotById(body.id, request);
      return lot ? { success: 'yes', results: lot } : notFound(LOT_NOT_FOUND);
    },
    addToWatchlist: ({ body }) => {
      favourites.add(body.id);
      return { success: 'yes' };
    },
    removeFromWatchlist: ({ body }) => {
      favourites.delete(body.id);
      return { success: 'yes' };
    },
    toggleWatchlist: ({ body }) => {
      if (favourites.has(body.id)) favourites.delete(body.id);
      else favourites.add(body.id);
      return { success: 'yes', isFav: favourites.has(body.id) ? 1 : 0 };
    },

    ...createBiddingAnswers(bidding, lotsById, auctions),
    registerForAuction: { status: 'success', is_register_active: 1 },
    decideRegistration: { status: 'success', is_register_active: 0 },
    commandLiveAuctioneer: { status: 'success', current_projectid: null, market_status: 'closed' },
    closeTimedLotNow: { status: 'success', market_status: 'sold' },

    getLiveAuctionLots: ({ body, request }) => {
      const auction = auctionById(body.auctionid);
      if (!auction) return notFound('Auction not found.');
      return {
        status: 'success',
        data: {
          auction,
          lots: lotsOf(allShown(request), auction.id),
          current_projectid: auction.current_projectid ?? null,
        },
      };
    },
    getLiveAuctionMessages: { status: 'success', data: liveMessages },
    getLiveLotDetails: ({ body, request }) => {
      const lot = lotById(body.lotid, request);
      return lot ? { status: 'success', data: lot } : notFound(LOT_NOT_FOUND);
    },
    getLiveAuctionPercentage: { status: 'success', data: { close_count: 1, total_count: liveAuction.total_lot ?? 0 } },
    newVideoStream: { data: { data: { responseData: [{ sender_stream: 'seller-101-main' }] } } },
    getAuctionCalendar: ({ params }) => {
      const auction = auctionById(Number(params['auctionId']));
      if (!auction || auction.con_check !== 1) {
        return Response.json(errorResponse('No live auction has this id.'), { status: 404 });
      }
      return new Response(calendarOf(auction), { headers: { 'content-type': 'text/calendar; charset=utf-8' } });
    },

    logout: { status: 'yes', message: LOGGED_OUT },
    getCustomerKey: {
      status: 'yes',
      data: { customer_id: demoBuyer.card_paymentid ?? '', secret: 'ek_sandbox_mock', expires: 4102444800 },
    },
    listSubAdmins: { status: 'yes', data: subAdmins },
    getChatHistory: { status: 'yes', data: chatHistory },
    getProductMessages: { status: 'yes', data: [] },
    sendProductMessage: ({ body }) => ({
      status: 'yes',
      data: { ...body, pro_id: body.pro_id, date_sent: new Date().toISOString() },
    }),
    sendStaffMessage: ({ body }) => ({
      status: 'yes',
      data: { ...body, pro_id: null, date_sent: new Date().toISOString() },
    }),

    getCheckoutAuction: { status: 'yes', data: checkoutLines },
    successAfterPayAuction: { status: 'yes', message: 'Payment successful!' },
    createBankPay: { status: 'yes', data: { transfer_id: 'tr_sandbox_5001', message: 'Transfer created' } },
    successAfterPayAuctionUpdateBank: { status: 'yes', message: 'Successfully paid' },
    addShippingAddress: ({ body }) => {
      const id = Math.max(0, ...addresses.map((address) => address.id)) + 1;
      addresses.push({ ...body, id });
      return { status: 'yes', message: 'Address Added Successfully!!!', id };
    },
    getAllShippingAddresses: () => ({ status: 'yes', data: [...addresses] }),

    viewInvoice: ({ body }) =>
      body.id === paidInvoice.invoice_items[0]!.common_invoice
        ? { success: 'yes', invoice: paidInvoice }
        : { success: 'no', message: 'Invoice not Found' },

    sendContactUs: { success: 'yes', message: CONTACT_SENT },
    getReviews: { success: 'yes', results: reviews },
    sendConsignmentInquiry: { success: 'yes', message: CONSIGNMENT_SENT },
    getStores: { status: 'success', response: stores },
    getStoreDetails: { status: 'success', data: storeDetails },

    getCatAndSubcatTimed: { status: 'yes', parent: categories },
    getOverallCategory: { success: 'yes', category_val: categories },
    getMetalPriceHistory: { success: 'yes', results: metalPrices },
  };
}
