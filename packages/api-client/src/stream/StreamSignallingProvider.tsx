import { createContext, useContext, type ReactNode } from 'react';
import type { StreamSignalling } from './createStreamSignalling';

const StreamSignallingContext = createContext<StreamSignalling | null>(null);

/** Hands the page's one seller-stream signalling to the stream viewer; created once at start by the app. */
export function StreamSignallingProvider({
  signalling,
  children,
}: {
  signalling: StreamSignalling;
  children: ReactNode;
}) {
  return <StreamSignallingContext.Provider value={signalling}>{children}</StreamSignallingContext.Provider>;
}

export function useStreamSignalling(): StreamSignalling {
  const signalling = useContext(StreamSignallingContext);
  if (!signalling) throw new Error('useStreamSignalling needs a StreamSignallingProvider above it.');
  return signalling;
}
