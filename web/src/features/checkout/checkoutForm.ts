/** The checkout form of spec sections 4, 5 and 9: limits, pickup, the phone mask, Send's condition, the request. Pure. */
import { CARRIERS, type CartLine, type Delivery, type Lang } from '@shop/shared/src/domain';
import { formatPhone, isPhoneEmpty, PHONE_PREFIX } from '../../shared/format/phone';

export type CheckoutForm = Delivery;
export type TextField = 'name' | 'surname' | 'phone' | 'city' | 'carrier' | 'branch';

export const MAX_LENGTH: Record<Exclude<TextField, 'phone' | 'carrier'>, number> = {
  name: 30,
  surname: 30,
  city: 20,
  branch: 20,
};

export const emptyForm = (): CheckoutForm => ({
  name: '',
  surname: '',
  phone: PHONE_PREFIX,
  city: '',
  carrier: CARRIERS[0],
  branch: '',
  pickup: false,
  prepaid: false,
});

/** A typed value as the field keeps it: cut to its limit, the phone masked, the carrier one of the list. */
export function fieldValue(field: TextField, value: string): string {
  if (field === 'phone') return formatPhone(value);
  if (field === 'carrier') return (CARRIERS as readonly string[]).includes(value) ? value : CARRIERS[0];
  return value.slice(0, MAX_LENGTH[field]);
}

/** A form without the Nova Poshta refs of its city (and so of its branch) or of its branch alone. */
const withoutRefs = ({ cityRef: _c, branchRef: _b, ...form }: CheckoutForm): CheckoutForm => form;
const withoutBranchRef = ({ branchRef: _b, ...form }: CheckoutForm): CheckoutForm => form;

/** A typed city or branch is the shopper's own text: it no longer names what was picked from Nova Poshta's list. */
export function setField(form: CheckoutForm, field: TextField, value: string): CheckoutForm {
  if (form.pickup && (field === 'city' || field === 'branch')) return form;
  const next = { ...form, [field]: fieldValue(field, value) };
  if (field === 'city' && next.city !== form.city) return withoutRefs(next);
  if (field === 'branch' && next.branch !== form.branch) return withoutBranchRef(next);
  return next;
}

/** A settlement picked from Nova Poshta's list: its name (cut to the spec's 20) and ref; the branch is chosen anew. */
export function chooseSettlement(form: CheckoutForm, name: string, ref: string): CheckoutForm {
  return { ...withoutRefs(form), city: fieldValue('city', name), cityRef: ref, branch: '' };
}

/** A branch picked from the settlement's list: its number and ref. */
export function chooseBranch(form: CheckoutForm, number: string, ref: string): CheckoutForm {
  return { ...form, branch: fieldValue('branch', number), branchRef: ref };
}

/** Pickup on clears city and branch (and the form greys them out). */
export function setPickup(form: CheckoutForm, pickup: boolean): CheckoutForm {
  return pickup ? { ...withoutRefs(form), pickup, city: '', branch: '' } : { ...form, pickup };
}

export const canSend = (form: CheckoutForm) => form.name.trim() !== '' && !isPhoneEmpty(form.phone);

/** The form remembered in the `checkout` cookie, cleaned; anything unusable gives the empty form. */
export function restoreForm(stored: unknown): CheckoutForm {
  const form = emptyForm();
  if (!stored || typeof stored !== 'object') return form;
  const s = stored as Record<string, unknown>;
  let result = setPickup(form, s.pickup === true);
  result = { ...result, prepaid: s.prepaid === true };
  for (const field of ['name', 'surname', 'phone', 'city', 'carrier', 'branch'] as const) {
    if (typeof s[field] === 'string') result = setField(result, field, s[field]);
  }
  if (typeof s.cityRef === 'string' && s.cityRef && result.city) result = { ...result, cityRef: s.cityRef };
  if (typeof s.branchRef === 'string' && s.branchRef && result.cityRef && result.branch)
    result = { ...result, branchRef: s.branchRef };
  return result;
}

/** Fills an empty form from the signed-in user's profile delivery details. */
export function fromProfile(form: CheckoutForm, profile: Partial<Record<TextField, string>> | undefined): CheckoutForm {
  if (!profile || form.name || !isPhoneEmpty(form.phone)) return form;
  return restoreForm({ ...form, ...profile, phone: profile.phone ? formatPhone(profile.phone) : form.phone });
}

/** POST /api/order's body (spec section 7). The server prices it again; lines without quantity are left out. */
export function orderRequest(
  form: CheckoutForm,
  lines: CartLine[],
  langKey: Lang,
  userId: string | null,
  totalAmount: number,
) {
  const orderItems = lines.filter((l) => l.qnt > 0);
  const delivery = {
    ...form,
    name: form.name.trim(),
    surname: form.surname.trim(),
    city: form.city.trim(),
    branch: form.branch.trim(),
  };
  return {
    orderItems,
    delivery,
    totalQnt: orderItems.reduce((sum, l) => sum + l.qnt, 0),
    totalAmount,
    userId,
    langKey,
  };
}
