export { ResultsToolbar, type ResultsToolbarProps } from './ResultsToolbar';
export { resultCount } from './resultCount';
export { DEFAULT_SORT, sortOptions, type SortCode } from './sortOptions';
export type { ResultsView } from './ViewToggle';
