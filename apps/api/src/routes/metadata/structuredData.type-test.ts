// Checked by the typecheck, never run: the builders' nodes are schema-dts types (schema.org's vocabulary), so a
// property schema.org does not have on a type, or a value of the wrong kind, fails to compile. Each @ts-expect-error
// must stay an error.
import type { Event, Offer, Product } from 'schema-dts';

export const rightNodesCompile: [Product, Event] = [
  {
    '@type': 'Product',
    name: '1898-S Double Eagle MS62',
    offers: { '@type': 'Offer', price: 2450, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
  },
  {
    '@type': 'Event',
    name: 'Northwest Live Bullion & Coin Sale',
    startDate: '2026-12-12T18:00:00.000Z',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: 'https://store.example.com/livelots/12/0' },
  },
];

// @ts-expect-error reserve is no property of an Offer: nothing of the kind can be written by mistake
export const reserveFails: Offer = { '@type': 'Offer', price: 2450, reserve: 12345 };

// @ts-expect-error an Event's location is a Place, a VirtualLocation, a PostalAddress or text, not a number
export const locationOfTheWrongKindFails: Event = { '@type': 'Event', name: 'Sale', location: 12 };

// @ts-expect-error availability is one of schema.org's ItemAvailability values
export const unknownAvailabilityFails: Offer = { '@type': 'Offer', availability: 'https://schema.org/Maybe' };
