export { MetalPrices, type MetalPricesProps } from './MetalPrices';
export {
  METAL_LABELS,
  METALS,
  MISSING_PRICE,
  type Metal,
  type MetalLivePrices,
  type MetalPriceHistoryPoint,
  type PriceDirection,
} from './metals';
