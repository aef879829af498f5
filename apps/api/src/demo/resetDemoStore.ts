import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoreIdentity } from '../content/storeIdentity';
import { emptyTables } from '../db/emptyTables';
import type { Database } from '../db/openDatabase';
import { PRODUCT_FOLDER } from '../uploads/uploads';
import { seedDemoStore } from './seedDemoStore';

/** Empties the database and the product pictures, then seeds the demo store afresh, timed from now. */
export async function resetDemoStore(
  database: Database,
  uploadsDir: string,
  now = new Date(),
  identity?: StoreIdentity,
  cardAccount?: string,
) {
  await emptyTables(database);
  await rm(join(uploadsDir, PRODUCT_FOLDER), { recursive: true, force: true });
  await seedDemoStore({
    db: database.db,
    uploadsDir,
    now,
    ...(identity && { identity }),
    ...(cardAccount && { cardAccount }),
  });
}
