import { createContext, useContext, type ReactNode } from 'react';
import { PlainLink, type LinkComponent } from './LinkComponent';

const LinkComponentContext = createContext<LinkComponent>(PlainLink);

export interface LinkProviderProps {
  /** Renders every link of ui: the app's router adapter, given once at the root. */
  linkComponent: LinkComponent;
  children: ReactNode;
}

/** Gives ui its links: every component that renders a link asks this provider for the component. */
export function LinkProvider({ linkComponent, children }: LinkProviderProps) {
  return <LinkComponentContext.Provider value={linkComponent}>{children}</LinkComponentContext.Provider>;
}

/** The link component from the nearest `LinkProvider`; a plain `<a>` without one. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkComponentContext);
}
