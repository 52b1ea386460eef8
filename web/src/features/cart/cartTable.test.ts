import { MESSAGES } from '@shop/shared/src/domain';
import { cartSum, optionColumns, optionValue, orderWarning } from './cartTable';

const bi = (ru: string, ua = ru) => ({ ru, ua });
const size = (v: string) => ({ ru: 'Размер', ua: 'Розмір', value: bi(v) });
const colour = (v: string) => ({ ru: 'Цвет', ua: 'Колір', value: bi(v) });
const rates = { USD: 40, EUR: 50 };

describe('cart table', () => {
  it('makes one column per option name, in order of appearance', () => {
    const lines = [{ options: [size('M')] }, { options: [] }, { options: [colour('Чёрный'), size('S')] }];
    expect(optionColumns(lines)).toEqual([bi('Размер', 'Розмір'), bi('Цвет', 'Колір')]);
    expect(optionValue(lines[2], bi('Размер', 'Розмір'))).toEqual(bi('S'));
    expect(optionValue(lines[1], bi('Размер', 'Розмір'))).toBeNull();
  });

  it('sums lines in the shop currency with the rates, skipping zero quantities', () => {
    const lines = [
      { price: 100, currencyValue: 'UAH' as const, qnt: 3 },
      { price: 2.5, currencyValue: 'USD' as const, qnt: 4 },
      { price: 999, currencyValue: 'EUR' as const, qnt: 0 },
    ];
    expect(cartSum(lines, 'UAH', rates)).toBe(700);
    expect(cartSum(lines, 'USD', rates)).toBe(17.5);
    expect(cartSum(lines, 'EUR', rates)).toBe(14);
  });

  it('needs no rates when every line is in the shop currency, and answers null otherwise', () => {
    expect(cartSum([{ price: 2.5, currencyValue: 'USD', qnt: 2 }], 'USD', null)).toBe(5);
    expect(cartSum([{ price: 2.5, currencyValue: 'USD', qnt: 2 }], 'UAH', null)).toBeNull();
  });
});

describe('order warning before sending', () => {
  it('warns about an empty order, missing rates and the minimum (more than 1000 UAH)', () => {
    expect(orderWarning([], rates)).toBe(MESSAGES.emptyOrder);
    expect(orderWarning([{ price: 10, currencyValue: 'UAH', qnt: 0 }], rates)).toBe(MESSAGES.emptyOrder);
    expect(orderWarning([{ price: 2000, currencyValue: 'UAH', qnt: 1 }], null)).toBe(MESSAGES.noRates);
    expect(
      orderWarning(
        [
          { price: 12.5, currencyValue: 'USD', qnt: 1 },
          { price: 10, currencyValue: 'EUR', qnt: 1 },
        ],
        rates,
      ),
    ).toBe(MESSAGES.minOrder);
    expect(orderWarning([{ price: 1000.01, currencyValue: 'UAH', qnt: 1 }], rates)).toBeNull();
  });
});
