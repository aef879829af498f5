import { Component, Suspense, type ReactNode } from 'react';

interface BoundaryState {
  error: Error | null;
}

/** What a route gives a suspending component in the app: a pending state while it loads, an error page if it fails. */
class ErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

export function StoryBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<p role="status">Loading…</p>}>{children}</Suspense>
    </ErrorBoundary>
  );
}
