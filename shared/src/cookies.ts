import { parse } from 'cookie';

/** The web app writes its cookies with the same package, through here: one copy of it in the bundle. */
export { serialize as serializeCookie } from 'cookie';

/** URL-decoding that answers undefined for a broken encoding instead of passing the raw bytes on. */
const decodeOrDrop = (value: string): string | undefined => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

/** The value of one cookie in a Cookie header, or undefined. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  return header ? parse(header, { decode: decodeOrDrop })[name] : undefined;
}

export const SESSION_COOKIE = 'sid';
