export { VirtualLotList, type VirtualLotListProps } from './VirtualLotList';
