export { dashboardInit, DASHBOARD_PAGE_SIZE } from './api/useBuyerDashboard';
export { unpaidInvoices } from './api/unpaidInvoices';
export type { DashboardHrefs } from './components/dashboardHrefs';
export { ADDED_TO_CHECKOUT } from './components/DashboardLotRow';
export { BuyerDashboard, DASHBOARD_TABS, type BuyerDashboardProps } from './components/BuyerDashboard';
export { WonAuctions, type WonAuctionsProps } from './components/WonAuctions';
