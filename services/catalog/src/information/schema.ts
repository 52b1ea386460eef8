import { z } from 'zod';

export const INFORMATION_SECTIONS = [
  'aboutUs',
  'conditions',
  'productReturn',
  'delivery',
  'address',
  'workingHours',
  'payment',
] as const;
export type InformationSection = (typeof INFORMATION_SECTIONS)[number];

export const INFORMATION_MESSAGE = 'Заполните все разделы информации на обоих языках';

const text = z.string({ error: INFORMATION_MESSAGE }).trim().min(1, INFORMATION_MESSAGE).max(20000);
const section = z.object({ ru: text, ua: text }, { error: INFORMATION_MESSAGE });

export const informationInput = z.object(
  Object.fromEntries(INFORMATION_SECTIONS.map((s) => [s, section])) as Record<InformationSection, typeof section>,
);
export type Information = z.infer<typeof informationInput>;
