import { useSyncExternalStore } from 'react';
import { LotCard, type LotCardProps } from '../LotCard';

type FeedState = Pick<LotCardProps, 'lot' | 'bidStatus'>;

/** Stands in for the realtime updates a feature would pass down: a play function pushes a new price or status. */
export function createLotFeed(initial: FeedState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    get: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    push: (next: Partial<FeedState>) => {
      state = { ...state, ...next };
      emit();
    },
    reset: () => {
      state = initial;
      emit();
    },
  };
}

export type LotFeed = ReturnType<typeof createLotFeed>;

export function FeedLotCard({ feed, ...props }: LotCardProps & { feed: LotFeed }) {
  const state = useSyncExternalStore(feed.subscribe, feed.get);
  return <LotCard {...props} lot={state.lot} bidStatus={state.bidStatus} />;
}
