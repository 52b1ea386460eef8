import { formatAmount, formatLineSum, formatMoney, formatPrice, formatRate, priceIn } from './price';

const rates = { USD: 41.5, EUR: 45.25 };

describe('currency conversion and price formatting', () => {
  it('keeps the amount in its own currency', () => {
    expect(priceIn(10.005, 'USD', 'USD', null)).toBe(10.01);
    expect(formatPrice(120, 'UAH', 'UAH', null)).toBe('120.00\u00a0₴');
  });

  it('converts through UAH with 2 decimals', () => {
    expect(priceIn(2, 'USD', 'UAH', rates)).toBe(83);
    expect(priceIn(83, 'UAH', 'USD', rates)).toBe(2);
    expect(priceIn(10, 'EUR', 'USD', rates)).toBe(10.9);
    expect(priceIn(100, 'UAH', 'EUR', rates)).toBe(2.21);
  });

  it('cannot convert without rates', () => {
    expect(priceIn(2, 'USD', 'UAH', null)).toBeNull();
    expect(priceIn(2, 'USD', 'UAH', { USD: 0, EUR: 40 })).toBeNull();
    expect(formatPrice(2, 'USD', 'UAH', undefined)).toBe('2.00\u00a0$');
  });

  it('writes the symbols ₴ $ €', () => {
    expect(formatMoney(5, 'UAH')).toBe('5.00\u00a0₴');
    expect(formatPrice(100, 'UAH', 'USD', rates)).toBe('2.41\u00a0$');
    expect(formatPrice(100, 'UAH', 'EUR', rates)).toBe('2.21\u00a0€');
  });

  it('groups thousands', () => {
    expect(formatAmount(1234567.891)).toBe('1\u00a0234\u00a0567.89');
    expect(formatAmount(999)).toBe('999.00');
  });

  it('shows rates with 2 decimals', () => {
    expect(formatRate(41.5)).toBe('41.50');
    expect(formatRate(undefined)).toBe('—');
  });

  it('sums a line in ₴ piece by piece at the charged UAH price, so lines add up to the order total', () => {
    const line = { price: 1.59, currencyValue: 'EUR' as const, qnt: 17 };
    // 1.59 € × 45.25 = 71.9475: each piece is charged 71.95 ₴, 17 of them 1223.15 ₴ (not 1223.11)
    expect(formatLineSum(line, 'UAH', rates)).toBe('1\u00a0223.15\u00a0₴');
    expect(formatLineSum(line, 'EUR', rates)).toBe('27.03\u00a0€');
    expect(formatLineSum(line, 'UAH', null)).toBe('27.03\u00a0€');
    expect(formatLineSum({ price: 120.5, currencyValue: 'UAH', qnt: 3 }, 'UAH', rates)).toBe('361.50\u00a0₴');
  });
});
