export { useLot } from './api/useLot';
export { LotOverview, type LotOverviewProps } from './components/LotOverview';
