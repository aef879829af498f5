import type { BrowserContext, Page } from 'playwright-core';
import { XSS_FLAG_PREFIX, xssFlagNumbers } from './xssCorpus';

export interface XssFindings {
  /** Payloads that ran: their flag was set. */
  executions: string[];
  /** Payloads found in the page as markup (an element or an attribute that can run, load or style), by page. */
  injected: string[];
  /** Every page document the context loaded, with its Content-Security-Policy header. */
  documents: { url: string; policy: string | undefined }[];
}

/**
 * Watches a browser context for the corpus: every flag the payloads set is a trap that reports the run at once (also
 * from a frame, and across navigations); every page document's Content-Security-Policy is kept.
 */
export async function watchForXss(context: BrowserContext): Promise<XssFindings> {
  const findings: XssFindings = { executions: [], injected: [], documents: [] };
  await context.exposeBinding('reportXssRun', ({ page }, flag: string) => {
    findings.executions.push(`${flag} on ${page.url()}`);
  });
  await context.addInitScript(
    ({ prefix, numbers }) => {
      const report = window as unknown as { reportXssRun: (flag: string) => void };
      for (const number of numbers) {
        const flag = `${prefix}${number}`;
        Object.defineProperty(window, flag, {
          configurable: true,
          get: () => undefined,
          set: () => report.reportXssRun(flag),
        });
      }
    },
    { prefix: XSS_FLAG_PREFIX, numbers: xssFlagNumbers },
  );
  context.on('response', (response) => {
    const request = response.request();
    if (request.isNavigationRequest() && request.frame().parentFrame() === null) {
      findings.documents.push({ url: response.url(), policy: response.headers()['content-security-policy'] });
    }
  });
  return findings;
}

/**
 * The corpus as markup in the page: any element that runs, styles or frames and carries a payload (structured data
 * that is still whole JSON aside), and any attribute carrying one other than those that only hold text (alt, title,
 * labels, form values, meta content) or a picture's address.
 */
export async function injectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate((prefix) => {
    const textOnly = new Set([
      'alt',
      'title',
      'aria-label',
      'aria-description',
      'aria-valuetext',
      'value',
      'placeholder',
      'label',
      'content',
    ]);
    const picture = new Set(['img', 'video', 'source']);
    // Structured data never runs: a payload inside it is text, so long as the block is still whole JSON.
    const wholeData = (element: Element) => {
      if (element.localName !== 'script' || element.getAttribute('type') !== 'application/ld+json') return false;
      try {
        JSON.parse(element.textContent ?? '');
        return true;
      } catch {
        return false;
      }
    };
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      const tag = element.localName;
      if (
        ['script', 'style', 'iframe', 'frame', 'object', 'embed'].includes(tag) &&
        element.outerHTML.includes(prefix) &&
        !wholeData(element)
      ) {
        found.push(element.outerHTML.slice(0, 160));
      }
      for (const attribute of Array.from(element.attributes)) {
        if (!attribute.value.includes(prefix)) continue;
        if (textOnly.has(attribute.name) || attribute.name.startsWith('data-')) continue;
        if (attribute.name === 'src' && picture.has(tag)) continue;
        found.push(`<${tag} ${attribute.name}="${attribute.value.slice(0, 120)}">`);
      }
    }
    return found;
  }, XSS_FLAG_PREFIX);
}

/** The sources a policy allows for a directive, falling back to default-src as browsers do. */
export function policySources(policy: string, directive: string): string[] | undefined {
  const directives = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!.toLowerCase(), sources] as const),
  );
  return directives.get(directive) ?? directives.get('default-src');
}
