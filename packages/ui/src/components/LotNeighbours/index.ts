export { LotNeighbours, type LotNeighboursProps } from './LotNeighbours';
