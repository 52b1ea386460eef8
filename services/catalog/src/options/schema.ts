import { z } from 'zod';
import { OPTION_MESSAGES, RESERVED_OPTION_NAMES } from '@shop/shared';

const M = OPTION_MESSAGES;

const RESERVED = new Set(RESERVED_OPTION_NAMES);

const text = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);
const optionId = z.string().trim().max(64).optional();

const option = z.object({ id: optionId, ru: text(M.option), ua: text(M.option) }, { error: M.option });
const optionValue = z.object(
  { id: optionId, optId: z.string().max(64), ru: text(M.value), ua: text(M.value) },
  { error: M.value },
);

export const optionSetInput = z
  .object({
    _id: z.string().optional(),
    name: text(M.name),
    opt: z.array(option, { error: M.noOptions }).min(1, M.noOptions).max(20),
    optValues: z.array(optionValue).max(500).default([]),
  })
  .superRefine((set, ctx) => {
    const seen = new Set<string>();
    for (const o of set.opt) {
      const names = [o.ru.toLowerCase(), o.ua.toLowerCase()];
      const clash = names.some((n) => seen.has(n) || RESERVED.has(n));
      names.forEach((n) => seen.add(n));
      if (clash) return void ctx.addIssue({ code: 'custom', message: M.duplicate, path: ['opt'] });
    }
    const optIds = new Set(set.opt.map((o) => o.id).filter(Boolean));
    if (set.optValues.some((v) => !optIds.has(v.optId)))
      ctx.addIssue({ code: 'custom', message: M.unknownOption, path: ['optValues'] });
  });
export type OptionSetInput = z.infer<typeof optionSetInput>;

export const optionSetUpdate = optionSetInput.and(
  z.object({ _id: z.string({ error: M.notFound }).min(1, M.notFound) }),
);
