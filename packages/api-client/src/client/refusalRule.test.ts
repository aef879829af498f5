import { describe, expect, it } from 'vitest';
import { operationIndex, type OperationId } from '../generated/operations';
import { refusalRules } from '../generated/refusals';
import { isRefused, refusalWords, type RefusalRule } from './refusalRule';

describe('the generated refusal rules', () => {
  it('give a rule to every operation whose 200 answer can refuse, and none to the others', () => {
    const without = (Object.keys(operationIndex) as OperationId[]).filter((id) => !refusalRules[id]);
    expect(without.sort()).toEqual([
      'getAuctionCalendar',
      'getAuctionLotDetails',
      'getHealth',
      'getServerTime',
      'getStoreSettings',
      'getUserProfileDetails',
      'listAuctions',
      'newVideoStream',
    ]);
  });

  it('read each answer family by its own verdict field and words', () => {
    expect(refusalRules.login).toEqual({ field: 'status', refused: ['no'], message: ['message'] });
    expect(refusalRules.register).toEqual({ field: 'success', refused: ['no'], message: ['message'] });
    expect(refusalRules.placeTimedBid).toEqual({ field: 'status', refused: ['failed'], message: ['error'] });
    expect(refusalRules.registerForAuction).toEqual({ field: 'status', refused: ['error'], message: ['message'] });
    expect(refusalRules.addToWatchlist).toEqual({ field: 'success', refused: ['no'], message: ['msg'] });
    expect(refusalRules.cancelBid).toEqual({ field: 'msg', accepted: ['yes'], message: ['msg'] });
    expect(refusalRules.createBankDetails?.message).toEqual(['data', 'message']);
  });
});

describe('a refusal rule', () => {
  const status: RefusalRule = { field: 'status', refused: ['no'], message: ['message'] };
  const msg: RefusalRule = { field: 'msg', accepted: ['yes'], message: ['msg'] };

  it('refuses only on its verdict values', () => {
    expect(isRefused(status, { status: 'no' })).toBe(true);
    expect(isRefused(status, { status: 'yes' })).toBe(false);
    expect(isRefused(status, {})).toBe(false);
    expect(isRefused(msg, { msg: 'yes' })).toBe(false);
    expect(isRefused(msg, { msg: 'Too late to retract.' })).toBe(true);
    expect(isRefused(msg, undefined)).toBe(false);
  });

  it('finds the server words, ignoring blank ones', () => {
    expect(refusalWords(status, { status: 'no', message: 'Invalid email or password.' })).toBe(
      'Invalid email or password.',
    );
    expect(refusalWords(status, { status: 'no', message: '  ' })).toBeUndefined();
    expect(refusalWords({ field: 'status', refused: ['no'] }, { status: 'no', message: 'x' })).toBeUndefined();
  });
});
