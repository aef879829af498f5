import type { DashboardStatus } from '@storefront/api-client';
import { useApi } from '@storefront/api-client/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Dashboard page size (spec 000 §9). */
export const DASHBOARD_PAGE_SIZE = 10;

/** One page of a dashboard list, as the loader and the list ask for it (one key). */
export const dashboardInit = (status: DashboardStatus, page: number, sh_limit = DASHBOARD_PAGE_SIZE) => ({
  body: { status, page, sh_limit },
});

/** One page of a dashboard list; the previous page stays on screen while the next one loads. */
export function useBuyerDashboard(status: DashboardStatus, page: number) {
  const { queries } = useApi();
  return useQuery({ ...queries.buyerDashboard(dashboardInit(status, page)), placeholderData: keepPreviousData });
}
