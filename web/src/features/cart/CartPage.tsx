/** The cart (spec sections 2 and 4): lines, remove-row, clear-cart, totals, Next (disabled at zero quantity). */
import { Link, useNavigate } from 'react-router-dom';
import type { CartLine } from '@shop/shared/src/domain';
import { useShop } from '../../app/shop/ShopContext';
import { lineKey } from '../../app/shop/useCartStore';
import { formatLineSum, formatMoney, formatPrice } from '../../shared/format/price';
import { qntValue } from '../../shared/format/quantity';
import { useOrderT } from '../../shared/i18n/orderTexts';
import { useBi } from '../../shared/i18n/useT';
import { useLangPath } from '../../shared/lang/useLangPath';
import { Icon } from '../../shared/ui/Icon';
import { useDocumentTitle } from '../../shared/ui/PageTitle';
import { QntInput } from '../../shared/ui/QntInput';
import { cartSum } from './cartTable';
import { LinesTable } from './LinesTable';

export function CartTotals() {
  const t = useOrderT();
  const { cart, currencyShop, rates } = useShop();
  const sum = cartSum(cart.lines, currencyShop, rates);
  return (
    <p className="cart-totals" aria-live="polite">
      <span>
        {t('total')}: {cart.totalQnt} {t('pieces')}
      </span>
      <strong>{sum === null ? '—' : formatMoney(sum, currencyShop)}</strong>
    </p>
  );
}

export default function CartPage() {
  const t = useOrderT();
  const bi = useBi();
  const to = useLangPath();
  const navigate = useNavigate();
  const { cart, currencyShop, rates } = useShop();
  useDocumentTitle(t('cartTitle'));
  /** Names a row's controls: the model and its option values, so rows of one model are told apart. */
  const lineLabel = (l: CartLine) => [bi(l.name), ...l.options.map((o) => bi(o.value))].join(', ');

  if (!cart.lines.length) {
    return (
      <section className="page cart-empty">
        <h1 className="page__title">{t('cartTitle')}</h1>
        <p className="muted">{t('cartEmpty')}</p>
        <Link className="btn btn--primary" to={to('/')}>
          {t('toShop')}
        </Link>
      </section>
    );
  }

  return (
    <section className="page">
      <div className="cart-page__head">
        <h1 className="page__title">{t('cartTitle')}</h1>
        <button type="button" className="icon-btn icon-btn--danger" onClick={cart.clear}>
          <Icon name="trash" /> {t('clearCart')}
        </button>
      </div>
      <LinesTable<CartLine>
        lines={cart.lines}
        keyOf={lineKey}
        price={(l) => formatPrice(l.price, l.currencyValue, currencyShop, rates)}
        sum={(l) => formatLineSum(l, currencyShop, rates)}
        qnt={(l) => (
          <QntInput
            value={l.qnt ? String(l.qnt) : ''}
            label={lineLabel(l)}
            onChange={(q) => cart.setQnt(lineKey(l), qntValue(q))}
          />
        )}
        actions={(l) => (
          <button
            type="button"
            className="icon-btn icon-btn--danger"
            aria-label={`${t('removeLine')}: ${lineLabel(l)}`}
            title={t('removeLine')}
            onClick={() => cart.removeLine(lineKey(l))}
          >
            <Icon name="close" />
          </button>
        )}
      />
      <CartTotals />
      <div className="cart-actions">
        <Link className="btn btn--ghost" to={to('/')}>
          {t('toShop')}
        </Link>
        <button
          type="button"
          className="btn btn--primary"
          disabled={cart.totalQnt === 0}
          onClick={() => navigate(to('/checkout'))}
        >
          {t('next')}
        </button>
      </div>
    </section>
  );
}
