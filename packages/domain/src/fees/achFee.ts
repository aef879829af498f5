import type { Cents } from '../money/cents';
import { percentOf } from '../money/percent';

/** The bank (ACH) fee as the store configures it. */
export interface AchFeeConfig {
  readonly percent: number;
  /** When set, the percent applies to the whole total instead of the lot amount. */
  readonly ofTotal: boolean;
}

/** From the store_configuration variables `ach_transaction_fee` and `transaction_fee_changes`. */
export function achFeeConfig(
  ach_transaction_fee: number | string | null | undefined,
  transaction_fee_changes: number | string | boolean | null | undefined,
): AchFeeConfig {
  const percent = Number(ach_transaction_fee);
  return {
    percent: Number.isFinite(percent) && percent > 0 ? percent : 0,
    ofTotal: transaction_fee_changes === true || Number(transaction_fee_changes) === 1,
  };
}

export function achFee(config: AchFeeConfig, base: { readonly amount: Cents; readonly total: Cents }): Cents {
  return percentOf(config.ofTotal ? base.total : base.amount, config.percent);
}
