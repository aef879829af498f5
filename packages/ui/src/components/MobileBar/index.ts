export { MobileBar, defaultMobileBarHrefs, type MobileBarHrefs, type MobileBarProps } from './MobileBar';
