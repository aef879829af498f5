export { useLot } from './api/useLot';
export { useAuction } from './api/useAuction';
export { useOnTheBlock } from './api/useOnTheBlock';
export { auctionLotsBody, useAuctionLots, type AuctionLotsQuery } from './api/useAuctionLots';
export { LotOverview, type LotOverviewProps } from './components/LotOverview';
export { LotGallery } from './components/LotGallery';
export { LotInfoTabs } from './components/LotInfoTabs';
export { LotVideos } from './components/LotVideos';
export { LotBidHistory, type LotBidHistoryProps } from './components/LotBidHistory';
export { OtherLots, type OtherLotsProps } from './components/OtherLots';
export {
  AuctionLotNeighbours,
  type AuctionLotNeighboursProps,
  type LotsPagePlace,
} from './components/AuctionLotNeighbours';
export { AuctionHead, type AuctionHeadProps } from './components/AuctionHead';
export { LotSearchBox, type LotSearchBoxProps } from './components/LotSearchBox';
export { LotDrawer, type LotDrawerProps } from './components/LotDrawer';
export { lotImages } from './lotImages';
export { useLotQuery } from './api/useLot';
