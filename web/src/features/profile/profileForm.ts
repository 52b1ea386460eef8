/** The profile form of spec section 5, as pure rules: limits, masking, capitalising, what is sent. */
import { CARRIERS } from '@shop/shared/src/domain';
import { formatPhone, isPhoneEmpty } from '../../shared/format/phone';

export interface ProfileForm {
  name: string;
  surname: string;
  phone: string;
  city: string;
  carrier: string;
  branch: string;
}

export type ProfileField = keyof ProfileForm;

export const PROFILE_MAX_LENGTH: Record<Exclude<ProfileField, 'phone'>, number> = {
  name: 20,
  surname: 20,
  city: 20,
  carrier: 20,
  branch: 3,
};

/** The form as the stored delivery details fill it. */
export function formFromDelivery(delivery: Partial<ProfileForm> | undefined): ProfileForm {
  return {
    name: delivery?.name ?? '',
    surname: delivery?.surname ?? '',
    phone: delivery?.phone ? formatPhone(delivery.phone) : '',
    city: delivery?.city ?? '',
    carrier: delivery?.carrier || CARRIERS[0],
    branch: delivery?.branch ?? '',
  };
}

/**
 * The form once the server's stored details land: a field the shopper already edited keeps their text, the rest
 * take the stored value (an empty stored phone leaves the mask a focused field shows).
 */
export function withStored(current: ProfileForm, stored: ProfileForm, edited: ReadonlySet<ProfileField>): ProfileForm {
  const next = { ...stored };
  for (const field of edited) next[field] = current[field];
  if (!edited.has('phone') && !stored.phone && isPhoneEmpty(current.phone)) next.phone = current.phone;
  return next;
}

/** A typed value within the field's rules (the phone masked, the rest cut to their limits). */
export function fieldValue(field: ProfileField, value: string): string {
  if (field === 'phone') return formatPhone(value);
  return value.slice(0, PROFILE_MAX_LENGTH[field]);
}

/** Text fields are capitalised on blur. */
export const capitalise = (value: string) => value.charAt(0).toLocaleUpperCase() + value.slice(1);

/** The body of PUT /api/user: an untouched phone mask goes as an empty phone. */
export function profileRequest(form: ProfileForm, userPhone: string) {
  const delivery = { ...form, phone: isPhoneEmpty(form.phone) ? '' : form.phone };
  return { delivery, userPhone };
}
