/** A buyer's own pages: nothing to find, and no page a search engine could open signed in. */
const PRIVATE_PAGES = [
  '/dashboard',
  '/Dashboard/',
  '/WonAuction',
  '/Checkout',
  '/checkout/',
  '/Invoice/',
  '/cardDetails',
  '/change-password',
  '/autologin/',
  '/auto-login/',
];

/** robots.txt: every page may be crawled but a buyer's own, and the sitemap is named (an absolute address). */
export const robotsTxt = (sitemapUrl: string) =>
  `User-agent: *\n${PRIVATE_PAGES.map((path) => `Disallow: ${path}\n`).join('')}Allow: /\n\nSitemap: ${sitemapUrl}\n`;
