/** The shop's contacts editor: name in ru and ua, three phones in the shop's mask, the map's place. Pure. */
import type { Bilingual } from '@shop/shared/src/domain';
import {
  SHOP_CONTACTS_MESSAGES,
  SHOP_PHONE_COUNT,
  shopContactsInput,
  type ShopContacts,
  type ShopContactsInput,
} from '@shop/shared/src/shop-contacts';
import { formatPhone, isPhoneEmpty } from '../../../shared/format/phone';

export interface ContactsDraft {
  name: Bilingual;
  phones: string[];
  /** As typed: a comma may stand for the decimal point. */
  lat: string;
  lng: string;
}

export function toContactsDraft(stored: ShopContacts | undefined): ContactsDraft {
  const phones = stored?.phones ?? [];
  const located = stored && (stored.map.lat !== 0 || stored.map.lng !== 0);
  return {
    name: { ru: stored?.name.ru ?? '', ua: stored?.name.ua ?? '' },
    phones: Array.from({ length: SHOP_PHONE_COUNT }, (_, i) => formatPhone(phones[i] ?? '')),
    lat: located ? String(stored.map.lat) : '',
    lng: located ? String(stored.map.lng) : '',
  };
}

/** A phone as typed, shaped by the shop's mask (the field starts with its '+38 (' prefix). */
export const typedPhone = formatPhone;

const coordinate = (text: string) => (text.trim() ? Number(text.trim().replace(',', '.')) : NaN);

/** What to send, or the first message (the server's own texts) of what is wrong. */
export function contactsToSave(draft: ContactsDraft): { body: ShopContactsInput } | { error: string } {
  const parsed = shopContactsInput.safeParse({
    name: draft.name,
    phones: draft.phones.map((phone) => (isPhoneEmpty(phone) ? '' : phone)),
    map: { lat: coordinate(draft.lat), lng: coordinate(draft.lng) },
  });
  if (parsed.success) return { body: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? SHOP_CONTACTS_MESSAGES.name };
}
