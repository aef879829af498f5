export { EmptyState, EMPTY_MESSAGES, type EmptyStateKind, type EmptyStateProps } from './EmptyState';
export { EmptyStateIcons } from './EmptyStateIcons';
