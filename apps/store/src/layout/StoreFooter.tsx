import { Footer } from '@storefront/ui';
import { storeIdentity } from '../app/storeIdentity';

/** The store's footer, in its own chunk: it sits below the first screen of every page, so it loads after first paint. */
export function StoreFooter({ currentPath }: { currentPath: string }) {
  return (
    <Footer
      storeName={storeIdentity.name}
      tagline={storeIdentity.tagline}
      phone={storeIdentity.phone}
      address={storeIdentity.address}
      copyright={`© ${new Date().getFullYear()} ${storeIdentity.name}`}
      currentPath={currentPath}
    />
  );
}
