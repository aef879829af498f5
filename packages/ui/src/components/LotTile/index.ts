export { LotTile, type LotTileProps } from './LotTile';
