/**
 * Shop context (spec section 3): currencyShop (UAH default), lang (from the URL), slugFromPage (the bilingual
 * slug of the catalog or product on screen, for the language switch), rates, the brand filter and the cart.
 */
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import useSWR from 'swr';
import { CURRENCIES, type Bilingual, type Currency, type CurrencyRate, type Lang } from '@shop/shared/src/domain';
import { ratesKey } from '../../shared/api/keys';
import { langFromPath } from '../../shared/lang/path';
import { LangContext } from '../../shared/i18n/useT';
import { localStore } from '../../shared/storage/local';
import { useCartStore, type CartStore } from './useCartStore';

interface ShopState {
  lang: Lang;
  currencyShop: Currency;
  setCurrencyShop(currency: Currency): void;
  rates: CurrencyRate | null;
  slugFromPage: Bilingual | null;
  setSlugFromPage(slug: Bilingual | null): void;
  brandIds: string[];
  toggleBrand(id: string): void;
  clearBrands(): void;
  cart: CartStore;
}

const CURRENCY_KEY = 'currencyShop';
const ShopContext = createContext<ShopState | null>(null);

function storedCurrency(): Currency {
  const stored = localStore.get<string>(CURRENCY_KEY);
  return (CURRENCIES as readonly string[]).includes(stored ?? '') ? (stored as Currency) : 'UAH';
}

/**
 * The rates, passed on as a transition: their arrival re-renders every price on the page, which then yields to
 * the browser instead of blocking it (SWR's own updates are synchronous).
 */
function useRates(): CurrencyRate | null {
  const { data } = useSWR<CurrencyRate>(ratesKey, { onError: () => undefined });
  const valid = data && data.USD > 0 && data.EUR > 0 ? data : null;
  const [rates, setRates] = useState(valid);
  useEffect(() => startTransition(() => setRates(valid)), [valid]);
  return rates;
}

export function ShopProvider({ children }: { children: ReactNode }) {
  const lang = langFromPath(useLocation().pathname);
  const [currencyShop, setCurrency] = useState<Currency>(storedCurrency);
  const [slugFromPage, setSlugFromPage] = useState<Bilingual | null>(null);
  const [brandIds, setBrandIds] = useState<string[]>([]);
  const rates = useRates();
  const cart = useCartStore();

  const setCurrencyShop = useCallback((currency: Currency) => {
    setCurrency(currency);
    localStore.set(CURRENCY_KEY, currency);
  }, []);
  const toggleBrand = useCallback(
    (id: string) => setBrandIds((ids) => (ids.includes(id) ? ids.filter((b) => b !== id) : [...ids, id])),
    [],
  );
  const clearBrands = useCallback(() => setBrandIds([]), []);

  const value = useMemo(
    () => ({
      lang,
      currencyShop,
      setCurrencyShop,
      rates,
      slugFromPage,
      setSlugFromPage,
      brandIds,
      toggleBrand,
      clearBrands,
      cart,
    }),
    [lang, currencyShop, setCurrencyShop, rates, slugFromPage, brandIds, toggleBrand, clearBrands, cart],
  );
  return (
    <ShopContext.Provider value={value}>
      <LangContext.Provider value={lang}>{children}</LangContext.Provider>
    </ShopContext.Provider>
  );
}

export function useShop(): ShopState {
  const state = useContext(ShopContext);
  if (!state) throw new Error('useShop outside ShopProvider');
  return state;
}

export const useCart = (): CartStore => useShop().cart;
