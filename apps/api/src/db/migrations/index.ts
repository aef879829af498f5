import type { Migration, MigrationProvider } from 'kysely/migration';
import { accounts } from './0001_accounts';
import { mailOutbox } from './0002_mail_outbox';
import { reference } from './0003_reference';
import { auctionsAndLots } from './0004_auctions_and_lots';
import { payments } from './0005_payments';
import { catalog } from './0006_catalog';
import { content } from './0007_content';
import { paymentsSandbox } from './0008_payments_sandbox';
import { checkout } from './0009_checkout';
import { bidding } from './0030_bidding';
import { liveRoom } from './0031_live_room';
import { houseBidders } from './0032_house_bidders';
import { usedLinks } from './0033_used_links';
import { lotMetal } from './0034_lot_metal';
import { lotBidders } from './0035_lot_bidders';
import { chatSides } from './0036_chat_sides';
import { endedSessions } from './0037_ended_sessions';
import { catalogChanges } from './0038_catalog_changes';
import { providerKeys } from './0039_provider_keys';
import { addressCalls } from './0040_address_calls';

/** Every migration, in order; the key is the name recorded in kysely_migration, so never rename one. */
const migrations: Record<string, Migration> = {
  '0001_accounts': accounts,
  '0002_mail_outbox': mailOutbox,
  '0003_reference': reference,
  '0004_auctions_and_lots': auctionsAndLots,
  '0005_payments': payments,
  '0006_catalog': catalog,
  '0007_content': content,
  '0008_payments_sandbox': paymentsSandbox,
  '0009_checkout': checkout,
  '0030_bidding': bidding,
  '0031_live_room': liveRoom,
  '0032_house_bidders': houseBidders,
  '0033_used_links': usedLinks,
  '0034_lot_metal': lotMetal,
  '0035_lot_bidders': lotBidders,
  '0036_chat_sides': chatSides,
  '0037_ended_sessions': endedSessions,
  '0038_catalog_changes': catalogChanges,
  '0039_provider_keys': providerKeys,
  '0040_address_calls': addressCalls,
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };
