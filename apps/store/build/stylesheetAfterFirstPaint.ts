/** The stylesheet link Vite writes into index.html's head for the store's one stylesheet. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="[^"]+\.css">/;
const FONT_FACE = /@font-face\{[^}]*\}/g;

/**
 * index.html with the store's stylesheet linked at the end of the body instead of in the head: the browser paints the
 * placeholder before it without waiting for the stylesheet (about 15 KiB compressed, one more request on a slow
 * connection), and runs the store's code, which waits for the page to be parsed, only once it has applied. The
 * stylesheet's @font-face rules (the local fallback faces the placeholder's headings are set in) move into the head,
 * so that the placeholder's type does not change when the stylesheet arrives. A page without the link stays as it is.
 */
export function withStylesheetAfterFirstPaint(html: string, stylesheet: (file: string) => string | undefined): string {
  const link = STYLESHEET_LINK.exec(html)?.[0];
  if (!link) return html;
  const href = /href="\/?([^"]+)"/.exec(link)![1]!;
  const faces = (stylesheet(href) ?? '').match(FONT_FACE) ?? [];
  return html
    .replace(link, '')
    .replace('</head>', () => (faces.length > 0 ? `<style>${faces.join('')}</style></head>` : '</head>'))
    .replace('</body>', () => `${link}</body>`);
}
