import type { ColumnType } from 'kysely';

export type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** numeric columns: the drivers hand them over as strings (PostgreSQL) or numbers (PGlite); read them with Number(). */
export type Amount = ColumnType<string | number, number, number>;
export type NullableAmount = ColumnType<string | number | null, number | null | undefined, number | null>;
