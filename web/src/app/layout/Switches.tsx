/** Language (RU/UA) and shop currency (UAH/USD/EUR) switches, USD and EUR rates, the shop's phones. */
import { useLocation, useNavigate } from 'react-router-dom';
import { CURRENCIES, CURRENCY_SYMBOLS, LANGS, type Lang } from '@shop/shared/src/domain';
import { useShopContacts } from '../../shared/api/useShopContacts';
import { switchLangPath } from '../../shared/lang/path';
import { useT } from '../../shared/i18n/useT';
import { formatRate } from '../../shared/format/price';
import { useShop } from '../shop/ShopContext';

export function LangSwitch() {
  const t = useT();
  const { lang, slugFromPage } = useShop();
  const location = useLocation();
  const navigate = useNavigate();
  const choose = (to: Lang) => {
    if (to === lang) return;
    const path = switchLangPath(location.pathname, to, slugFromPage);
    navigate(`${path}${location.search}${location.hash}`, { replace: true });
  };
  return (
    <div className="segmented" role="group" aria-label={t('language')}>
      {LANGS.map((l) => (
        <button
          key={l}
          type="button"
          lang={l === 'ua' ? 'uk' : 'ru'}
          className="segmented__btn"
          aria-pressed={l === lang}
          onClick={() => choose(l)}
        >
          {l.toUpperCase()}
        </button>
      ))}
    </div>
  );
}

export function CurrencySwitch() {
  const t = useT();
  const { currencyShop, setCurrencyShop } = useShop();
  return (
    <div className="segmented" role="group" aria-label={t('currency')}>
      {CURRENCIES.map((c) => (
        <button
          key={c}
          type="button"
          className="segmented__btn"
          aria-pressed={c === currencyShop}
          title={c}
          onClick={() => setCurrencyShop(c)}
        >
          <span aria-hidden="true">{CURRENCY_SYMBOLS[c]}</span> {c}
        </button>
      ))}
    </div>
  );
}

export function Rates() {
  const t = useT();
  const { rates } = useShop();
  return (
    <p className="rates" aria-label={t('rates')}>
      <span>
        USD <b>{formatRate(rates?.USD)}</b>
      </span>
      <span>
        EUR <b>{formatRate(rates?.EUR)}</b>
      </span>
    </p>
  );
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function Phones({ className = 'phones' }: { className?: string }) {
  const t = useT();
  const { phones } = useShopContacts();
  return (
    <ul className={className} aria-label={t('phones')}>
      {phones.map((p) => (
        <li key={p}>
          <a href={telHref(p)}>{p}</a>
        </li>
      ))}
    </ul>
  );
}
