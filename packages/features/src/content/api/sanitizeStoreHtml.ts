import DOMPurify from 'dompurify';

/**
 * The store's own HTML (its terms) made safe to show: DOMPurify keeps the formatting and drops scripts, event
 * handlers, javascript: links and anything else that could run. Style sheets and style attributes go too: the page's
 * own styles format the terms, and CSS from the store's text could load addresses or lay itself over the page.
 */
export function sanitizeStoreHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form'],
    FORBID_ATTR: ['style'],
  });
}
