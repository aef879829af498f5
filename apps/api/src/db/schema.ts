/** Tables of the reference server, as Kysely sees them; each migration adds its own. */
export type DatabaseSchema = Record<string, never>;
