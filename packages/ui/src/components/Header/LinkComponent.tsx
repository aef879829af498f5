import type { AnchorHTMLAttributes, ComponentType, ReactNode, Ref } from 'react';

export interface LinkComponentProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  href: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The link the shell renders: the app passes its router's Link here. It must hand every
 * prop (`className`, `aria-current`, event handlers, the ref) on to the `<a>`, because menu
 * items add their role, focus handling and keyboard handlers to it.
 */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default link: a plain anchor, for pages without a client-side router. */
export function PlainLink(props: LinkComponentProps) {
  return <a {...props} />;
}
