import { useApi } from '@storefront/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { dashboardInit } from './useBuyerDashboard';
import { unpaidInvoices } from './unpaidInvoices';

/** The API's largest page: the checkout button counts every unpaid lot, not only the page shown. */
const ALL_WON = 100;

/** The unpaid won lots across the buyer's won list, for the checkout button. */
export function useUnpaidInvoices() {
  const { queries } = useApi();
  return useQuery({
    ...queries.buyerDashboard(dashboardInit('bidwon', 1, ALL_WON)),
    select: (answer) => unpaidInvoices(answer.results),
  });
}
