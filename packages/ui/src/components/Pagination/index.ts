export { Pagination, type PaginationProps } from './Pagination';
export { usePageInRange } from './usePageInRange';
