/** What a page's loader may tell of it: the lot's or auction's title, as the server titles the page it sends. */
export interface TitledPage {
  title: string;
}

const isTitled = (data: unknown): data is TitledPage =>
  typeof data === 'object' && data !== null && typeof (data as Partial<TitledPage>).title === 'string';

/** The tab's title for the matched routes: the deepest page's own title and the store's name, else the store's name. */
export function pageTitle(matches: readonly { loaderData?: unknown }[], storeName: string): string {
  const titled = matches.map((match) => match.loaderData).findLast(isTitled);
  return titled ? `${titled.title} | ${storeName}` : storeName;
}
