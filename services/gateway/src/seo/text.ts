const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe inside element text and quoted attribute values. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** JSON inside <script type="application/ld+json">: nothing in it can close the script or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Text without markup, whitespace collapsed: what a meta description or JSON-LD field should hold. */
export function plainText(value: string): string {
  return stripTags(value).replace(/\s+/g, ' ').trim();
}

/** Markup removed (its text kept); line breaks kept. The result still needs escaping for HTML. */
export const stripTags = (value: string): string => value.replace(/<[^>]*>/g, ' ');

/** At most max characters, cut at a word and ending in '...' (the spec's truncation) when shortened. */
export function truncate(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max - 3);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}...`;
}

/** A URL of the shop as a site-relative path (links in the body work whatever host serves the page). */
export function sitePath(url: string, publicUrl: string): string {
  if (url === publicUrl) return '/';
  return url.startsWith(`${publicUrl}/`) ? url.slice(publicUrl.length) : url;
}

/** An image URL from data, kept only when it is a site path or an http(s) URL; made absolute. */
export function absoluteImage(url: string | undefined, publicUrl: string): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//')) return publicUrl + url;
  return undefined;
}
