/** Option set editor rules of spec sections 4 and 5. Pure: no DOM, no Vite. */
import { OPTION_MESSAGES, RESERVED_OPTION_NAMES } from '@shop/shared/src/domain';
export interface OptionName {
  id: string;
  ru: string;
  ua: string;
}

export interface OptionValue extends OptionName {
  optId: string;
}

export interface OptionSetDraft {
  _id?: string;
  name: string;
  opt: OptionName[];
  optValues: OptionValue[];
}

export const RECOMMENDED_MAX_OPTIONS = 3;

export const emptyOptionSet = (): OptionSetDraft => ({ name: '', opt: [], optValues: [] });

const norm = (text: string) => text.trim().toLocaleLowerCase('ru');

export type Outcome<T> = { ok: true; value: T; warning?: string } | { ok: false; error: string };

/** Adds an option named in both languages; a name used by another option (in either language) or reserved is refused. */
export function addOption(
  draft: OptionSetDraft,
  name: { ru: string; ua: string },
  id: string,
): Outcome<OptionSetDraft> {
  const ru = name.ru.trim();
  const ua = name.ua.trim();
  if (!ru || !ua) return { ok: false, error: OPTION_MESSAGES.option };
  const taken = new Set([...draft.opt.flatMap((o) => [norm(o.ru), norm(o.ua)]), ...RESERVED_OPTION_NAMES]);
  if (taken.has(norm(ru)) || taken.has(norm(ua))) return { ok: false, error: OPTION_MESSAGES.duplicate };
  const next = { ...draft, opt: [...draft.opt, { id, ru, ua }] };
  return next.opt.length > RECOMMENDED_MAX_OPTIONS
    ? { ok: true, value: next, warning: OPTION_MESSAGES.tooMany }
    : { ok: true, value: next };
}

/** Removes an option and all its values. */
export function removeOption(draft: OptionSetDraft, optId: string): OptionSetDraft {
  return {
    ...draft,
    opt: draft.opt.filter((o) => o.id !== optId),
    optValues: draft.optValues.filter((v) => v.optId !== optId),
  };
}

/** Adds a value to an option; both languages are needed, and the same value twice in one option is refused. */
export function addValue(
  draft: OptionSetDraft,
  optId: string,
  name: { ru: string; ua: string },
  id: string,
): Outcome<OptionSetDraft> {
  const ru = name.ru.trim();
  const ua = name.ua.trim();
  if (!ru || !ua || !draft.opt.some((o) => o.id === optId)) return { ok: false, error: OPTION_MESSAGES.value };
  const same = draft.optValues.some((v) => v.optId === optId && (norm(v.ru) === norm(ru) || norm(v.ua) === norm(ua)));
  if (same) return { ok: false, error: OPTION_MESSAGES.duplicate };
  return { ok: true, value: { ...draft, optValues: [...draft.optValues, { id, optId, ru, ua }] } };
}

export const removeValue = (draft: OptionSetDraft, valueId: string): OptionSetDraft => ({
  ...draft,
  optValues: draft.optValues.filter((v) => v.id !== valueId),
});

/** The first rule a draft breaks before saving, or null. */
export function optionSetError(draft: OptionSetDraft): string | null {
  if (!draft.name.trim()) return OPTION_MESSAGES.name;
  if (!draft.opt.length) return OPTION_MESSAGES.noOptions;
  return null;
}

/** Save uses PUT when the set has an id, otherwise POST. */
export const saveMethod = (draft: OptionSetDraft): 'PUT' | 'POST' => (draft._id ? 'PUT' : 'POST');

/** Option sets sorted by name (ru collation). */
export const sortByName = <T extends { name: string }>(sets: T[]): T[] =>
  [...sets].sort((a, b) => a.name.localeCompare(b.name, 'ru'));
