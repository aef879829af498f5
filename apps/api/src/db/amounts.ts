/** numeric columns arrive as text from PostgreSQL and as numbers from PGlite; the API speaks numbers. */
export const amount = (value: string | number) => Number(value);

export const optionalAmount = (value: string | number | null) => (value === null ? undefined : Number(value));
