/**
 * Hostile texts for the XSS suite. Each one, if it ever runs, sets its own flag on the top window (`top.__xss<n>`),
 * so a run names the payload that got through. Markup that only styles or frames is in too: it must not reach the page
 * as markup either.
 */
export const XSS_FLAG_PREFIX = '__xss';
const ran = (n: number) => `top.${XSS_FLAG_PREFIX}${n}=1`;

export const xssTexts = [
  `<script>${ran(1)}</script>`,
  `<img src=x onerror=${ran(2)}>`,
  `<svg onload=${ran(3)}>`,
  `<svg><script>${ran(4)}</script></svg>`,
  // Breaking out of a quoted attribute, either quote.
  `"><script>${ran(5)}</script>`,
  `'><img src=x onerror=${ran(6)}>`,
  `"><svg/onload=${ran(7)}>`,
  `<a href="javascript:${ran(8)}">xss link</a>`,
  `<iframe src="javascript:${ran(9)}"></iframe>`,
  `<iframe srcdoc="<script>${ran(10)}</script>"></iframe>`,
  // CSS injection: a style sheet, a style attribute, an old IE expression, a javascript: URL in CSS.
  `<style>@import 'javascript:${ran(11)}';body{background:url("javascript:${ran(11)}")}</style>`,
  `<div style="background:url(javascript:${ran(12)});width:expression(${ran(12)})">styled text</div>`,
  // Text that a template engine would evaluate.
  `{{constructor.constructor('${ran(13)}')()}}`,
  `<details open ontoggle=${ran(14)}>`,
  `<input autofocus onfocus=${ran(15)}>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${ran(16)}>`,
  `<object data="javascript:${ran(17)}"></object>`,
  `<form><button formaction="javascript:${ran(18)}">send</button></form>`,
  `<body onload=${ran(19)}>`,
  `javascript:${ran(20)}`,
] as const;

/** Addresses the store keeps for pictures and links, set to run code when followed or loaded. */
export const xssUrls = [`javascript:${ran(21)}`, `javascript:${ran(22)}//.png`] as const;

/** The numbers of every flag above. */
export const xssFlagNumbers = Array.from({ length: 22 }, (_, index) => index + 1);
