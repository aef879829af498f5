import { describe, expect, it } from 'vitest';
import { withStylesheetAfterFirstPaint } from '../build/stylesheetAfterFirstPaint';

const page = (head: string) =>
  `<html><head><title>Store</title>${head}</head><body><div id="boot">Store</div><div id="root"></div></body></html>`;
const link = '<link rel="stylesheet" crossorigin href="/assets/style-1.css">';
const face = '@font-face{src:local(Liberation Serif);font-family:Brand Serif Fallback}';
const stylesheets: Record<string, string> = { 'assets/style-1.css': `${face}.a{color:red}` };

describe("the store's stylesheet after the first paint", () => {
  it('links it at the end of the body and keeps its @font-face rules in the head', () => {
    expect(withStylesheetAfterFirstPaint(page(link), (file) => stylesheets[file])).toBe(
      `<html><head><title>Store</title><style>${face}</style></head>` +
        `<body><div id="boot">Store</div><div id="root"></div>${link}</body></html>`,
    );
  });

  it('leaves a page without the stylesheet as it is', () => {
    expect(withStylesheetAfterFirstPaint(page(''), (file) => stylesheets[file])).toBe(page(''));
  });
});
