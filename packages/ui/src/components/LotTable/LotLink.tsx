import type { ReactNode, Ref } from 'react';
import { Link } from '../LinkProvider';

export interface LotLinkProps {
  href: string | undefined;
  onOpen: () => void;
  className: string;
  children: ReactNode;
  ref: Ref<HTMLAnchorElement & HTMLButtonElement>;
}

/** Opens the lot: a link through the app's router when the lot has an address, otherwise a button. */
export function LotLink({ href, onOpen, className, children, ref }: LotLinkProps) {
  if (href !== undefined) {
    return (
      <Link ref={ref} href={href} className={className} onClick={onOpen}>
        {children}
      </Link>
    );
  }
  return (
    <button ref={ref} type="button" className={className} onClick={onOpen}>
      {children}
    </button>
  );
}
