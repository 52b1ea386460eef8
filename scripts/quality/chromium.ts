import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Browser journeys need Debian's Chromium; without it they say they are skipped and why. */
export const browserAvailable = existsSync(CHROMIUM_PATH);
export const BROWSER_SKIP_REASON = `Chromium not found at ${CHROMIUM_PATH} (apt-get install chromium): browser journeys skipped`;

/** Debian's Chromium as this machine runs it (TOOLCHAIN.md), for the browser journeys, axe and Lighthouse alike. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Every address but this machine's (127.0.0.1, where the test shops listen, and localhost) fails at once,
 * without asking DNS: a page that reaches outside (the contacts page's map) then never makes a journey wait on
 * a network the machine may not have.
 */
const OUTSIDE_REFUSED = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost';

/** Debian's Chromium driven by Playwright (the journeys, axe), refusing every address outside the machine. */
export function launchChromium(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, OUTSIDE_REFUSED] });
}
