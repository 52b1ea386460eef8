/**
 * The shop's own contacts (name, phones, map location) as the admin sets them in the catalog service, and the
 * answer of its public read, which adds the address and working hours of the information page (their one
 * source). Pure: the browser imports it (the admin's editor only). It must not import the zod schemas of
 * domain.ts: the editor's use of one would keep them, and zod, in the chunk every shopper's first page loads.
 */
import { z } from 'zod';

const bilingualSchema = z.object({ ru: z.string(), ua: z.string() });

export const SHOP_CONTACTS_MESSAGES = {
  name: 'Заполните название магазина на обоих языках',
  phone: 'Телефон в формате +38 (XXX) XXX-XX-XX',
  firstPhone: 'Укажите хотя бы первый телефон магазина',
  tooManyPhones: 'Не больше трёх телефонов магазина',
  map: 'Укажите место на карте: широта от -90 до 90, долгота от -180 до 180',
} as const;

export const SHOP_PHONE_PATTERN = /^\+38 \(\d{3}\) \d{3}-\d{2}-\d{2}$/;
export const SHOP_PHONE_COUNT = 3;

const name = z.string({ error: SHOP_CONTACTS_MESSAGES.name }).trim().min(1, SHOP_CONTACTS_MESSAGES.name).max(60);
const phone = z
  .string({ error: SHOP_CONTACTS_MESSAGES.phone })
  .trim()
  .regex(SHOP_PHONE_PATTERN, SHOP_CONTACTS_MESSAGES.phone);
const coordinate = (limit: number) =>
  z
    .number({ error: SHOP_CONTACTS_MESSAGES.map })
    .min(-limit, SHOP_CONTACTS_MESSAGES.map)
    .max(limit, SHOP_CONTACTS_MESSAGES.map);

/** What the admin saves: up to three phones (the first one at least), empty ones left out. */
export const shopContactsInput = z.object({
  name: z.object({ ru: name, ua: name }, { error: SHOP_CONTACTS_MESSAGES.name }),
  phones: z
    .array(z.string({ error: SHOP_CONTACTS_MESSAGES.phone }).trim(), { error: SHOP_CONTACTS_MESSAGES.firstPhone })
    .max(SHOP_PHONE_COUNT, SHOP_CONTACTS_MESSAGES.tooManyPhones)
    .transform((list) => list.filter(Boolean))
    .pipe(z.array(phone).min(1, SHOP_CONTACTS_MESSAGES.firstPhone)),
  map: z.object({ lat: coordinate(90), lng: coordinate(180) }, { error: SHOP_CONTACTS_MESSAGES.map }),
});
export type ShopContactsInput = z.infer<typeof shopContactsInput>;

/** GET /api/information/contacts: the settings with the information page's address and working hours. */
export const shopContactsSchema = shopContactsInput.extend({
  address: bilingualSchema,
  workingHours: bilingualSchema,
});
export type ShopContacts = z.infer<typeof shopContactsSchema>;

export const SHOP_CONTACTS_PATH = '/api/information/contacts';
