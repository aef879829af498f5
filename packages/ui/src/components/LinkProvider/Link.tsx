import { createElement } from 'react';
import type { LinkComponentProps } from './LinkComponent';
import { useLinkComponent } from './LinkProvider';

/**
 * A link through the provider's component: the app's router when it gave one, a plain `<a>`
 * otherwise. Every link of ui renders through here. The component comes from context, so it
 * is the same one on every render (the provider is set once at the root).
 */
export function Link(props: LinkComponentProps) {
  return createElement(useLinkComponent(), props);
}
