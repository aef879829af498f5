import { MobileBar } from '@storefront/ui';

/** The signed-in buyer's bar on small screens (spec 000 §2), in its own chunk: visitors never load it. */
export function BuyerMobileBar({ currentPath }: { currentPath: string }) {
  return <MobileBar currentPath={currentPath} />;
}
