import Bowser from 'bowser';

const MAX_LENGTH = 80;

/** A short name of the browser a page runs in ("Chrome 120, Windows 10"), from its User-Agent; '' if unknown. */
export function browserSummary(userAgent: string | undefined): string {
  if (!userAgent) return '';
  const { browser, os } = Bowser.parse(userAgent.slice(0, 512));
  const name = [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const system = [os.name, os.versionName].filter(Boolean).join(' ');
  return [name, system].filter(Boolean).join(', ').slice(0, MAX_LENGTH);
}
