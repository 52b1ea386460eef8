import { normalizePriceText } from './priceText';

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
});
