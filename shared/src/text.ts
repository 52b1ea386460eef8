/** Pure text rules of spec section 5, shared by the browser and the services. */

/** Collapses whitespace and strips all but Latin, Cyrillic (with Ukrainian letters), digits, space and . , ! ? ( ) - $ & */
export function cleanText(text: string): string {
  return text
    .replace(/[^A-Za-z\u0400-\u04FF0-9 .,!?()\-$&\s]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
