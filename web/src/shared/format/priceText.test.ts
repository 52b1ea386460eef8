import { BOUND_MESSAGES } from '@shop/shared/src/bounds';
import { normalizePriceText, priceError, readPriceText } from './priceText';

describe('price text', () => {
  it('turns a comma into a dot and shows 2 decimals', () => {
    expect(normalizePriceText('12,5')).toBe('12.50');
    expect(normalizePriceText('7')).toBe('7.00');
  });

  it('removes non-numeric characters', () => {
    expect(normalizePriceText(' 1 200 грн ')).toBe('1200.00');
    expect(normalizePriceText('$3.456')).toBe('3.46');
  });

  it('is empty for zero or nothing', () => {
    expect(normalizePriceText('0')).toBe('');
    expect(normalizePriceText('0,00')).toBe('');
    expect(normalizePriceText('abc')).toBe('');
    expect(normalizePriceText('')).toBe('');
  });

  it('keeps only the first decimal point', () => {
    expect(normalizePriceText('1.2.3')).toBe('1.23');
    expect(normalizePriceText('.5')).toBe('0.50');
  });

  it('keeps a minus sign as typed so "-3" is refused rather than silently made 3', () => {
    expect(readPriceText('-3')).toEqual({ text: '-3', price: -3 });
    expect(priceError(readPriceText('-3').price)).toBe(BOUND_MESSAGES.price);
  });

  it('reads a price as the leaf gets it, and refuses one above 1 000 000 (issue 11)', () => {
    expect(readPriceText('12,5')).toEqual({ text: '12.50', price: 12.5 });
    expect(readPriceText('0')).toEqual({ text: '', price: undefined });
    expect(priceError(readPriceText('99999999999999999999').price)).toBe(BOUND_MESSAGES.price);
    expect(priceError(readPriceText('1000000,01').price)).toBe(BOUND_MESSAGES.price);
    expect(priceError(readPriceText('1000000').price)).toBeNull();
    expect(priceError(readPriceText('0.01').price)).toBeNull();
    expect(priceError(undefined)).toBeNull();
  });
});
