import type { AnchorHTMLAttributes, ComponentType, ReactNode, Ref } from 'react';

/**
 * What ui hands to the link component: an address plus every attribute of an `<a>`.
 * The component must pass all of them (`className`, `aria-current`, event handlers, the
 * ref) on to the anchor it renders, because menu items add their role, focus handling and
 * keyboard handlers to it.
 */
export interface LinkComponentProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  href: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/** The component every link of ui renders through; the app's router adapter implements it. */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default: a plain anchor, for pages without a client-side router. */
export function PlainLink(props: LinkComponentProps) {
  return <a {...props} />;
}
