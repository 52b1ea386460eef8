import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

/** A parsed HTML document with the few queries the SEO tests need (a real HTML5 parser, as browsers parse). */
export function parseHtml(html: string) {
  const doc = parse(html);
  const all: Element[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) all.push(node);
    const children = 'childNodes' in node ? node.childNodes : [];
    for (const child of children) walk(child);
    if ('content' in node && node.content) walk(node.content);
  };
  walk(doc);
  return {
    all: (tag: string) => all.filter((el) => el.tagName === tag),
    find: (tag: string, attrs: Record<string, string> = {}) =>
      all.filter((el) => el.tagName === tag && Object.entries(attrs).every(([k, v]) => attr(el, k) === v)),
    elements: all,
  };
}

export const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

export function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}
