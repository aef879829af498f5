import { centsFromDollars, type Cents } from '@storefront/domain';

/** An amount the API sends in dollars, in the cents that domain computes and formats with. */
export const centsOf = (dollars: number): Cents => centsFromDollars(dollars) ?? 0;
