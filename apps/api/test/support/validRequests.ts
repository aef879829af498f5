import { expect } from 'vitest';
import { SIGN_IN_LINK_SENT } from '@storefront/domain';
import type { OperationId } from '../../src/http/operationTypes';
import type { operationHandlers } from '../../src/operations';
import { biddingRequestsFor } from './biddingRequests';
import { lastLinkTo, registeredBuyer, signupRecord, type TestBuyer } from './buyers';
import type { ContractFixture } from './contractFixture';
import { customerWithCard } from './cardProvider';
import { addAddress, bankPayment, cardPayment, verifiedBank } from './checkoutRequests';
import { consignmentForm } from './consignmentForm';
import { profileForm } from './profileForm';
import type { CallOptions } from './testServer';

type Implemented = keyof typeof operationHandlers;

export interface ValidRequest<Op extends OperationId = OperationId> {
  request: CallOptions<Op>;
  /** What the answer must hold: its JSON's fields, or the text of a file's answer (an .ics). */
  answers: Record<string, unknown> | RegExp;
}

export type ValidRequests = { [Op in Implemented]: () => Promise<ValidRequest<Op>> };

/** A request of each implemented operation that the document accepts, and what its answer should carry. */
export function validRequestsFor(fixture: ContractFixture): ValidRequests {
  const { server, a, b, c, d, lots, auctionId, storeId } = fixture;
  let passwordChanges = 0;
  const notifyIdOf = async (buyer: TestBuyer) =>
    (await server.call('getNotification', { token: buyer.token })).json().data.id as number;
  return {
    login: async () => ({
      request: { body: { username: a.email, password: a.password, is_auctionio: 1 } },
      answers: { status: 'yes' },
    }),
    logout: async () => {
      // A session of its own: signing out must not end the token the other requests use.
      const signIn = await server.call('login', { body: { username: a.email, password: a.password, is_auctionio: 1 } });
      return { request: { token: signIn.json().data }, answers: { status: 'yes' } };
    },
    checkEmailExistance: async () => ({ request: { body: { email: 'free@example.com' } }, answers: { status: 'yes' } }),
    register: async () => ({ request: { body: signupRecord() }, answers: { success: 'yes' } }),
    forgotPassword: async () => ({ request: { body: { email: c.email } }, answers: { success: 'yes' } }),
    requestSignInLink: async () => ({
      request: { body: { email: c.email } },
      answers: { status: 'yes', message: SIGN_IN_LINK_SENT },
    }),
    changePassword: async () => {
      await server.call('forgotPassword', { body: { email: c.email } });
      const token = new URL(await lastLinkTo(server, c.email, 'passwordReset')).searchParams.get('id')!;
      return { request: { body: { user_token: token, password: 'Changed#Pass1' } }, answers: { success: 'yes' } };
    },
    activateUser: async () => {
      const signupEmail = 'activate.me@example.com';
      await server.call('register', { body: signupRecord({ email: signupEmail }) });
      const signed = new URL(await lastLinkTo(server, signupEmail)).searchParams.get('userId')!;
      return { request: { params: { userId: signed } }, answers: { success: 'yes' } };
    },
    // A changed password ends the account's sessions, so the change is made by a buyer of its own.
    updatePasswordInProfile: async () => {
      passwordChanges += 1;
      const buyer = await registeredBuyer(server, { email: `password.change.${passwordChanges}@example.com` });
      return {
        request: {
          token: buyer.token,
          body: { current_password: buyer.password, new_password: 'Platinum#10', confirm_new_password: 'Platinum#10' },
        },
        answers: { status: 'yes' },
      };
    },
    getUserProfileDetails: async () => ({
      request: { token: a.token },
      answers: { data: expect.objectContaining({ email: a.email }) },
    }),
    updateUserProfile: async () => ({
      request: { token: a.token, form: profileForm({ first_name: 'Aurelia' }) },
      answers: { status: 'yes' },
    }),
    buyerDashboard: async () => ({
      request: { token: a.token, body: { sh_limit: 10, page: 1, status: 'bidwon' } },
      answers: { success: 'yes' },
    }),
    getNotification: async () => ({ request: { token: a.token }, answers: { status: 'yes' } }),
    updateNotification: async () => ({
      request: { token: a.token, body: { notify_id: await notifyIdOf(a), email_settings: '1,2,3,4' } },
      answers: { status: 'yes' },
    }),
    buyerTransaction: async () => ({
      request: { token: a.token, body: { sh_limit: 10, page: 1 } },
      answers: { success: 'yes' },
    }),
    saveCustomerId: async () => ({
      request: { token: a.token, body: { customer_id: 'cus_AURELIA' } },
      answers: { status: 'yes' },
    }),
    getCatAndSubcatTimed: async () => ({ request: { body: {} }, answers: { status: 'yes' } }),
    getOverallCategory: async () => ({ request: {}, answers: { success: 'yes' } }),
    getMetalPriceHistory: async () => ({
      request: { body: { from_date_io: '2026-03-02', to_date_io: '2026-03-31' } },
      answers: { success: 'yes' },
    }),
    getHealth: async () => ({ request: {}, answers: { status: 'ok' } }),
    getServerTime: async () => ({ request: {}, answers: { dTime: expect.stringMatching(/^\d{4}-/) } }),
    getStoreSettings: async () => ({
      request: {},
      answers: { store: { name: 'Bullion & Coin Auctions' }, cardProvider: { account_id: 'acct_sandbox_nwcb' } },
    }),
    listAuctions: async () => ({
      request: { body: { is_auction: 1, page: 1, sh_limit: 10 } },
      answers: { data: [expect.objectContaining({ id: auctionId })], count: 1 },
    }),
    auctionSearch: async () => ({
      request: { body: { page: 1, sh_limit: 10, type: 'closed' } },
      answers: { success: 'yes', results: [], total_pagecnt: 0 },
    }),
    getAuctionLotDetails: async () => ({
      request: { body: { auctionid: auctionId } },
      answers: { data: expect.objectContaining({ auction_details: expect.objectContaining({ id: auctionId }) }) },
    }),
    searchAuctionLots: async () => ({
      request: { token: a.token, body: { lotof: auctionId, page: 1, limit: 20, userid: a.id } },
      answers: { status: 'success', response: expect.objectContaining({ total_results: 6 }) },
    }),
    searchLots: async () => ({
      request: { body: { searchbar: 'eagle', page: 1, limit: 10 } },
      answers: { success: 'yes', result: expect.objectContaining({ totalCount: 2 }) },
    }),
    getSearchKeywordTitle: async () => ({
      request: { body: { search_keyword: 'eagle', status: 'open', type: 'lots' } },
      answers: { success: 'yes', results: expect.arrayContaining([{ title: '1 oz American Gold Eagle', sku: '101' }]) },
    }),
    rapidSearch: async () => ({ request: { body: { searchbar: 'maple' } }, answers: { success: 'yes' } }),
    getProductDetails: async () => ({
      request: { token: a.token, body: { product_id: lots.open } },
      answers: { success: 'yes', biddetails: expect.objectContaining({ bidtopwinner: 1 }) },
    }),
    getBidDetails: async () => ({
      request: { body: { product_id: lots.wonByB } },
      answers: { success: 'yes', results: [expect.objectContaining({ proposed_amount: 340 }), expect.anything()] },
    }),
    getLotDetail: async () => ({
      request: { body: { id: lots.open, userid: 0 } },
      answers: { success: 'yes', results: expect.objectContaining({ id: lots.open }) },
    }),
    addToWatchlist: async () => ({
      request: { token: a.token, body: { id: lots.open, userid: a.id } },
      answers: { success: 'yes' },
    }),
    removeFromWatchlist: async () => ({
      request: { token: a.token, body: { id: lots.open, userid: a.id } },
      answers: { success: 'yes' },
    }),
    toggleWatchlist: async () => ({
      request: { token: d.token, body: { id: lots.open, userid: d.id } },
      answers: { success: 'yes' },
    }),
    sendContactUs: async () => ({
      request: {
        body: {
          name: 'Dale Rivers',
          from_email: 'dale@example.com',
          phone_number: '5035550100',
          messages: 'Do you buy pre-1933 gold?',
          subject: 'Selling',
          is_send_email: 1,
        },
      },
      answers: { success: 'yes' },
    }),
    getReviews: async () => ({ request: { body: {} }, answers: { success: 'yes' } }),
    sendConsignmentInquiry: async () => ({
      request: {
        form: consignmentForm({
          name: 'Dale',
          email: 'dale@example.com',
          phone: '5035550100',
          message: 'A roll of Morgan dollars.',
        }),
      },
      answers: { success: 'yes' },
    }),
    getStores: async () => ({ request: {}, answers: { status: 'success' } }),
    getStoreDetails: async () => ({
      request: { body: { store_id: storeId } },
      answers: { status: 'success', data: expect.objectContaining({ terms_condition: '<p>Terms</p>' }) },
    }),
    listSubAdmins: async () => ({ request: { token: a.token }, answers: { status: 'yes' } }),
    getCustomerKey: async () => {
      await customerWithCard(server, d, '4242424242424242');
      return { request: { token: d.token }, answers: { status: 'yes' } };
    },
    updateCard: async () => {
      const { card } = await customerWithCard(server, d, '4242424242424242');
      return { request: { token: d.token, body: { card_id: card.id } }, answers: { status: 'yes' } };
    },
    createCustomerDetails: async () => ({
      request: { token: b.token, body: { site_id: 'cascade', email: b.email, user_id: b.id, holdername: 'Bertram' } },
      answers: { status: 'yes' },
    }),
    createBankDetails: async () => ({
      request: {
        token: b.token,
        body: {
          site_id: 'cascade',
          user_id: b.id,
          account_no: String(Date.now()),
          rounting_no: '110000000',
          holdername: 'Bertram Oneil',
          holdertype: 'individual',
        },
      },
      answers: { status: 'yes', data: { message: 'Bank Details Added Successfully' } },
    }),
    getBankDetails: async () => ({
      request: { token: b.token, body: { site_id: 'cascade', email: b.email, user_id: b.id } },
      answers: { status: 'yes' },
    }),
    verifyBankDetails: async () => {
      await server.call('createBankDetails', {
        token: b.token,
        body: {
          site_id: 'cascade',
          user_id: b.id,
          account_no: '000123456789',
          rounting_no: '110000000',
          holdername: 'B',
        },
      });
      return {
        request: { token: b.token, body: { site_id: 'cascade', user_id: b.id, payAmount1: 45, payAmount2: 32 } },
        answers: { status: 'yes', data: { message: 'Bank Verified Successfully' } },
      };
    },
    getCheckoutAuction: async () => ({
      request: { token: a.token, body: { invoice_id: [2001], city_sales_tax_enable: 0 } },
      answers: {
        status: 'yes',
        data: [expect.objectContaining({ amount: 320 }), expect.objectContaining({ amount: 2500 })],
      },
    }),
    successAfterPayAuction: async () => ({
      request: { token: a.token, body: (await cardPayment(server, a, 'cus_AURELIA', [2001])).body },
      answers: { status: 'yes' },
    }),
    createBankPay: async () => {
      await verifiedBank(server, d);
      return {
        request: { token: d.token, body: { site_id: 'cascade', user_id: d.id, payAmount: 100 } },
        answers: { status: 'yes' },
      };
    },
    successAfterPayAuctionUpdateBank: async () => ({
      request: { token: d.token, body: await bankPayment(server, d, [2003]) },
      answers: { status: 'yes' },
    }),
    addShippingAddress: async () => ({
      request: {
        token: a.token,
        body: { address: '9 Pearl St', country: '231', state: '3919', city: 'Portland', zipcode: '97209' },
      },
      answers: { status: 'yes', message: 'Address Added Successfully!!!' },
    }),
    getAllShippingAddresses: async () => {
      await addAddress(server, a);
      return { request: { token: a.token }, answers: { status: 'yes', data: expect.arrayContaining([]) } };
    },
    viewInvoice: async () => {
      await server.call('successAfterPayAuction', {
        token: a.token,
        body: (await cardPayment(server, a, 'cus_AURELIA', [2001])).body,
      });
      return {
        request: { token: a.token, body: { id: 2001 } },
        answers: { success: 'yes', invoice: expect.objectContaining({ adminpay: { pay_type: 'card' } }) },
      };
    },
    ...biddingRequestsFor(fixture),
  };
}
