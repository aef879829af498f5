export { SpotValue, type SpotValueProps } from './SpotValue';
