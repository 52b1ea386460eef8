import { CURRENCY_SYMBOLS, type Currency } from '@shop/shared/src/domain';
import type { PriceRange } from '@shop/shared/src/prices';
import type { Crumbed } from './json-ld';
import { escapeHtml as e, sitePath } from './text';

/** Breadcrumb links; the last item is the current page (no link). */
export function breadcrumbHtml(items: Crumbed[], publicUrl: string): string {
  const li = items.map((item, i) =>
    i === items.length - 1
      ? `<li aria-current="page">${e(item.name)}</li>`
      : `<li><a href="${e(sitePath(item.url, publicUrl))}">${e(item.name)}</a></li>`,
  );
  return `<nav aria-label="breadcrumb"><ol>${li.join('')}</ol></nav>`;
}

export function imageHtml(src: string | undefined, alt: string, publicUrl: string): string {
  return src ? `<img src="${e(sitePath(src, publicUrl))}" alt="${e(alt)}" loading="lazy">` : '';
}

/** Paragraphs of a plain text, escaped; line breaks kept. */
export function textHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${e(para).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** "120.00 ₴" or "от 95.00 ₴" when the option combinations differ in price. */
export function priceText(range: PriceRange | null, currency: Currency, from: string): string {
  if (!range) return '';
  const amount = `${range.min.toFixed(2)} ${CURRENCY_SYMBOLS[currency]}`;
  return range.min === range.max ? amount : `${from} ${amount}`;
}

export interface LinkItem {
  name: string;
  url: string;
  extra?: string;
}

export function linkListHtml(title: string, items: LinkItem[]): string {
  if (!items.length) return '';
  const li = items.map((i) => `<li><a href="${e(i.url)}">${e(i.name)}</a>${i.extra ? ` ${e(i.extra)}` : ''}</li>`);
  return `<section><h2>${e(title)}</h2><ul>${li.join('')}</ul></section>`;
}
