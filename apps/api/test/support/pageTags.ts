import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface JsonLdNode {
  '@type': string;
  [property: string]: unknown;
}

export interface PageTags {
  title: string;
  /** A meta tag's content, by its name or property. */
  meta: (key: string) => string | undefined;
  canonical: string | undefined;
  /** Every script element: its type (or id) and its text. */
  scripts: { type: string | undefined; id: string | undefined; text: string }[];
  /** The nodes of the page's JSON-LD graphs. */
  structuredData: JsonLdNode[];
  /** The node of that type; the test fails when there is not exactly one. */
  node: (type: string) => JsonLdNode;
  /** The placeholder's heading text. */
  heading: string | undefined;
}

const isElement = (node: Node): node is Element => 'tagName' in node;
const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const textOf = (element: Element) =>
  element.childNodes.map((child) => ('value' in child && child.nodeName === '#text' ? child.value : '')).join('');

function elementsOf(node: Node): Element[] {
  const children = 'childNodes' in node ? node.childNodes : [];
  const own = isElement(node) ? [node] : [];
  const content = isElement(node) && node.tagName === 'template' ? [] : children;
  return [...own, ...content.flatMap(elementsOf)];
}

/** The page as a browser's parser reads it (parse5 follows the HTML standard), then its tags. */
export function pageTags(html: string): PageTags {
  const elements = elementsOf(parse(html));
  const metas = elements.filter((element) => element.tagName === 'meta');
  const scripts = elements
    .filter((element) => element.tagName === 'script')
    .map((element) => ({ type: attribute(element, 'type'), id: attribute(element, 'id'), text: textOf(element) }));
  const structuredData = scripts
    .filter((script) => script.type === 'application/ld+json')
    .flatMap((script) => [JSON.parse(script.text) as JsonLdNode | JsonLdNode[]].flat())
    .map((node) => {
      if (node['@context'] !== 'https://schema.org') throw new Error(`A JSON-LD node without schema.org's context`);
      return node;
    });
  const title = elements.find((element) => element.tagName === 'title');
  const metaTag = (key: string) =>
    metas.find((meta) => attribute(meta, 'name') === key || attribute(meta, 'property') === key);
  const canonical = elements.find((element) => element.tagName === 'link' && attribute(element, 'rel') === 'canonical');
  const heading = elements.find((element) => attribute(element, 'id') === 'boot-heading');
  return {
    title: title ? textOf(title) : '',
    meta: (key) => {
      const tag = metaTag(key);
      return tag ? attribute(tag, 'content') : undefined;
    },
    canonical: canonical ? attribute(canonical, 'href') : undefined,
    scripts,
    structuredData,
    node: (type) => {
      const found = structuredData.filter((node) => node['@type'] === type);
      if (found.length !== 1) throw new Error(`${found.length} JSON-LD nodes of type ${type}`);
      return found[0]!;
    },
    heading: heading ? textOf(heading) : undefined,
  };
}
