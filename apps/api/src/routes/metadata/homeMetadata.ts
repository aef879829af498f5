import type { WebSite } from 'schema-dts';
import { withContext, type MetadataContext, type TimedMetadata } from './pageMetadata';
import { organizationId, storeOrganization } from './storeOrganization';

/** The home page: the store, as its settings name and describe it. */
export function homeMetadata(context: MetadataContext): TimedMetadata {
  const { url, store } = context;
  const site: WebSite = {
    '@type': 'WebSite',
    '@id': url('/#website'),
    name: store.name,
    url: url('/'),
    publisher: { '@id': organizationId(context) },
  };
  return {
    metadata: {
      heading: null,
      title: store.name,
      description: store.tagline,
      canonical: url('/'),
      type: 'website',
      image: null,
      price: null,
      facts: [],
      structuredData: [withContext(site), withContext(storeOrganization(context))],
    },
    until: null,
  };
}
