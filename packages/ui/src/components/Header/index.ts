export { Header, type HeaderProps } from './Header';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export {
  defaultHeaderHrefs,
  type HeaderHrefs,
  type HeaderMenuItem,
  type HeaderUser,
  type SearchSuggestion,
} from './types';
