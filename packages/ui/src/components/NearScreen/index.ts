export { NearScreen, type NearScreenProps } from './NearScreen';
