export { LinkProvider, useLinkComponent, type LinkProviderProps } from './LinkProvider';
export { Link } from './Link';
export { PlainLink, type LinkComponent, type LinkComponentProps } from './LinkComponent';
