import { z } from 'zod';

/** /login?redirect=… : where the buyer goes back to once signed in; only paths of this site. */
export const loginSearch = z.object({
  redirect: z
    .string()
    .refine((path) => path.startsWith('/') && !path.startsWith('//'))
    .optional()
    .catch(undefined),
});

export type LoginSearch = z.infer<typeof loginSearch>;

/** Timed-auction pages are loaded in full after sign-in (spec 000 §2), so their bid state is read fresh. */
export const isTimedAuctionPath = (path: string) => /^\/(auction\/timed-auction|timedlotView)\//i.test(path);
