/** The order form (spec sections 2, 4, 5): recipient, delivery, payment, the order summary and Send. */
import type { FormEvent } from 'react';
import { CARRIERS, type CartLine } from '@shop/shared/src/domain';
import { useShop } from '../../app/shop/ShopContext';
import { lineKey } from '../../app/shop/useCartStore';
import { formatLineSum, formatPrice } from '../../shared/format/price';
import { useOrderT, type OrderTextKey } from '../../shared/i18n/orderTexts';
import { useDocumentTitle } from '../../shared/ui/PageTitle';
import { pasteNumber } from '../../shared/ui/pasteNumber';
import { CartTotals } from '../cart/CartPage';
import { LinesTable } from '../cart/LinesTable';
import { MAX_LENGTH, type TextField } from './checkoutForm';
import { useNovaPoshtaEnabled } from './nova-poshta/api';
import { BranchField } from './nova-poshta/BranchField';
import { SettlementField } from './nova-poshta/SettlementField';
import { useCheckout } from './useCheckout';
import './checkout.css';

function Field({
  field,
  label,
  value,
  disabled,
  onChange,
  type = 'text',
}: {
  field: TextField;
  label: OrderTextKey;
  value: string;
  disabled?: boolean;
  onChange(field: TextField, value: string): void;
  type?: string;
}) {
  const t = useOrderT();
  const maxLength = field in MAX_LENGTH ? MAX_LENGTH[field as keyof typeof MAX_LENGTH] : undefined;
  return (
    <label className="checkout__field">
      <span>{t(label)}</span>
      <input
        name={field}
        type={type}
        value={value}
        disabled={disabled}
        maxLength={maxLength}
        autoComplete={
          { name: 'given-name', surname: 'family-name', phone: 'tel', city: 'address-level2' }[field as string] ?? 'off'
        }
        inputMode={field === 'phone' ? 'tel' : undefined}
        onChange={(e) => onChange(field, e.target.value)}
        onPaste={field === 'phone' ? pasteNumber((phone) => onChange(field, phone)) : undefined}
      />
    </label>
  );
}

export default function CheckoutPage() {
  const t = useOrderT();
  const { cart, currencyShop, rates } = useShop();
  const c = useCheckout();
  const { form } = c;
  // With a Nova Poshta key the city and branch are picked from Nova Poshta's lists (typing stays possible).
  const novaPoshta = useNovaPoshtaEnabled() && form.carrier === CARRIERS[0] && !form.pickup;
  useDocumentTitle(t('checkoutTitle'));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (c.canSend) void c.send();
  };

  return (
    <section className="page checkout">
      <h1 className="page__title">{t('checkoutTitle')}</h1>
      <form className="checkout__form" onSubmit={submit} noValidate>
        <fieldset className="checkout__recipient">
          <legend>{t('recipient')}</legend>
          <Field field="name" label="name" value={form.name} onChange={c.setField} />
          <Field field="surname" label="surname" value={form.surname} onChange={c.setField} />
          <Field field="phone" label="phone" type="tel" value={form.phone} onChange={c.setField} />
        </fieldset>
        <fieldset className="checkout__delivery">
          <legend>{t('delivery')}</legend>
          <label className="checkout__toggle">
            <input
              type="checkbox"
              name="pickup"
              checked={form.pickup}
              onChange={(e) => c.setPickup(e.target.checked)}
            />
            <span>{t('pickup')}</span>
          </label>
          {novaPoshta ? (
            <SettlementField
              value={form.city}
              picked={Boolean(form.cityRef)}
              onType={(value) => c.setField('city', value)}
              onChoose={c.chooseSettlement}
            />
          ) : (
            <Field field="city" label="city" value={form.city} disabled={form.pickup} onChange={c.setField} />
          )}
          <label className="checkout__field">
            <span>{t('carrier')}</span>
            <select
              name="carrier"
              value={form.carrier}
              disabled={form.pickup}
              onChange={(e) => c.setField('carrier', e.target.value)}
            >
              {CARRIERS.map((carrier) => (
                <option key={carrier}>{carrier}</option>
              ))}
            </select>
          </label>
          {novaPoshta && form.cityRef ? (
            <BranchField
              key={form.cityRef}
              settlementRef={form.cityRef}
              branch={form.branch}
              branchRef={form.branchRef}
              onChoose={c.chooseBranch}
            />
          ) : (
            <Field field="branch" label="branch" value={form.branch} disabled={form.pickup} onChange={c.setField} />
          )}
        </fieldset>
        <fieldset className="checkout__payment">
          <legend>{t('payment')}</legend>
          <label className="checkout__toggle">
            <input
              type="checkbox"
              name="prepaid"
              checked={form.prepaid}
              onChange={(e) => c.setPrepaid(e.target.checked)}
            />
            <span>{t('prepaid')}</span>
          </label>
        </fieldset>
        <div className="checkout__summary">
          <h2 className="section-title">{t('yourOrder')}</h2>
          <LinesTable<CartLine>
            lines={cart.lines.filter((l) => l.qnt > 0)}
            keyOf={lineKey}
            price={(l) => formatPrice(l.price, l.currencyValue, currencyShop, rates)}
            sum={(l) => formatLineSum(l, currencyShop, rates)}
          />
          <CartTotals />
          {c.warning && (
            <p className="checkout__warning" role="alert">
              {c.warning}
            </p>
          )}
          <button type="submit" className="btn btn--primary checkout__send" disabled={!c.canSend}>
            {c.sending ? t('sending') : t('send')}
          </button>
        </div>
      </form>
    </section>
  );
}
