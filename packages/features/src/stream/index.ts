export { SellerStream, type SellerStreamProps } from './components/SellerStream';
