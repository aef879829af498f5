import type { Organization } from 'schema-dts';
import type { MetadataContext } from './pageMetadata';

/** The store's node id: pages refer to it (a lot's seller, an auction's organizer) instead of repeating it. */
export const organizationId = ({ url }: Pick<MetadataContext, 'url'>) => url('/#organization');

/** The store as schema.org's Organization: its name, address and contact, from its settings (STORE_*). */
export function storeOrganization({ url, store, storeAddress }: MetadataContext): Organization {
  const telephone = store.phone;
  return {
    '@type': 'Organization',
    '@id': organizationId({ url }),
    name: store.name,
    url: url('/'),
    logo: url('/favicon.svg'),
    telephone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [storeAddress.address1, storeAddress.address2].filter(Boolean).join(', '),
      addressLocality: storeAddress.city,
      addressRegion: storeAddress.state,
      postalCode: storeAddress.zip,
      addressCountry: storeAddress.country,
    },
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone, url: url('/contactus') },
  };
}
