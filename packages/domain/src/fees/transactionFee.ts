import type { Cents } from '../money/cents';
import { percentOf } from '../money/percent';

export const WON_LOT_FEE_PERCENT = 3.1;
export const WON_LOT_FEE_FIXED: Cents = 30;

/** The transaction fee on a won lot: 3.1 % of the won amount plus $0.30. */
export function wonLotTransactionFee(amount: Cents): Cents {
  return percentOf(amount, WON_LOT_FEE_PERCENT) + WON_LOT_FEE_FIXED;
}

/** What a won lot costs: the amount plus its transaction fee. */
export function wonLotTotal(amount: Cents): Cents {
  return amount + wonLotTransactionFee(amount);
}
