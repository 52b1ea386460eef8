/** The checkout form's state (remembered in the cookie `checkout`) and sending the order once. */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '@shop/shared/src/domain';
import { useShop } from '../../app/shop/ShopContext';
import { useUser } from '../../app/user/UserContext';
import { ApiError, apiFetch, errorMessage } from '../../shared/api/apiFetch';
import { useLang } from '../../shared/i18n/useT';
import { useLangPath } from '../../shared/lang/useLangPath';
import { readJsonCookie, writeCookie } from '../../shared/storage/cookie';
import { toast } from '../../shared/ui/toast';
import { cartSum, orderWarning } from '../cart/cartTable';
import {
  canSend,
  chooseBranch,
  chooseSettlement,
  fromProfile,
  orderRequest,
  restoreForm,
  setField,
  setPickup,
  type CheckoutForm,
  type TextField,
} from './checkoutForm';
import { newIdempotencyKey } from './idempotencyKey';

const COOKIE = 'checkout';

export function useCheckout() {
  const { cart, rates } = useShop();
  const { user } = useUser();
  const lang = useLang();
  const to = useLangPath();
  const navigate = useNavigate();
  const [form, setForm] = useState<CheckoutForm>(() =>
    fromProfile(
      restoreForm(readJsonCookie(COOKIE)),
      user ? { ...user.delivery, phone: user.delivery?.phone || user.phone } : undefined,
    ),
  );
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const key = useRef(newIdempotencyKey());

  useEffect(() => writeCookie(COOKIE, JSON.stringify(form)), [form]);

  const warning = orderWarning(cart.lines, rates);

  const send = async () => {
    if (warning) return void toast.error(warning);
    setSending(true);
    try {
      const body = orderRequest(form, cart.lines, lang, user?._id ?? null, cartSum(cart.lines, 'UAH', rates) ?? 0);
      await apiFetch('/api/order', { body, headers: { 'Idempotency-Key': key.current } });
      setSent(true);
      cart.clear();
      toast.success(MESSAGES.orderOk);
      navigate(to('/'));
    } catch (err) {
      // A definite answer ends this attempt; a lost connection or a 5xx may be retried with the same key.
      if (err instanceof ApiError && err.status >= 400 && err.status < 500) key.current = newIdempotencyKey();
      toast.error(errorMessage(err));
    } finally {
      setSending(false);
    }
  };

  return {
    form,
    warning,
    sending,
    canSend: canSend(form) && !sending && !sent,
    setField: (field: TextField, value: string) => setForm((f) => setField(f, field, value)),
    setPickup: (pickup: boolean) => setForm((f) => setPickup(f, pickup)),
    setPrepaid: (prepaid: boolean) => setForm((f) => ({ ...f, prepaid })),
    chooseSettlement: (name: string, ref: string) => setForm((f) => chooseSettlement(f, name, ref)),
    chooseBranch: (number: string, ref: string) => setForm((f) => chooseBranch(f, number, ref)),
    send,
  };
}
