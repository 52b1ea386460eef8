/** Information page editor (spec sections 3 and 5): every section in ru and ua. Pure. */
import type { Bilingual } from '@shop/shared/src/domain';

export const INFORMATION_SECTIONS = [
  ['aboutUs', 'О нас'],
  ['conditions', 'Условия сотрудничества'],
  ['productReturn', 'Возврат товара'],
  ['delivery', 'Доставка'],
  ['payment', 'Цены и оплата'],
  ['address', 'Адрес'],
  ['workingHours', 'Время работы'],
] as const;

export type InformationKey = (typeof INFORMATION_SECTIONS)[number][0];
export type InformationDraft = Record<InformationKey, Bilingual>;

export const emptyInformation = (): InformationDraft =>
  Object.fromEntries(INFORMATION_SECTIONS.map(([key]) => [key, { ru: '', ua: '' }])) as InformationDraft;

/** The stored page merged over an empty one (missing sections become empty texts). */
export function toDraft(stored: object | null | undefined): InformationDraft {
  const sections = (stored ?? {}) as Partial<Record<InformationKey, Partial<Bilingual> | null>>;
  const draft = emptyInformation();
  for (const [key] of INFORMATION_SECTIONS) draft[key] = { ru: sections[key]?.ru ?? '', ua: sections[key]?.ua ?? '' };
  return draft;
}

/** The message for the first section missing a language, or null. */
export function informationError(draft: InformationDraft): string | null {
  const missing = INFORMATION_SECTIONS.find(([key]) => !draft[key].ru.trim() || !draft[key].ua.trim());
  return missing ? `Заполните раздел «${missing[1]}» на обоих языках` : null;
}
