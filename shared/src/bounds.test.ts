import { isPrice, isQnt, isRate, nameError } from './bounds';

describe('the shop bounds', () => {
  it('takes prices above 0 up to 1 000 000 in whole cents, whatever binary fractions do to them', () => {
    for (const price of [0.01, 0.07, 0.29, 4.35, 19.99, 1.15, 999_999.99, 1_000_000]) expect(isPrice(price)).toBe(true);
    for (const price of [0, -3, 0.001, 12.345, 1_000_000.01, 1e20, Number.NaN, Infinity, '12'])
      expect(isPrice(price)).toBe(false);
  });

  it('takes rates from 1 to 1000 and quantities from 1 to 999, whole', () => {
    expect([1, 41.5, 1000].every(isRate)).toBe(true);
    expect([0.99, 1000.01, -41, Number.NaN].some(isRate)).toBe(false);
    expect([1, 999].every(isQnt)).toBe(true);
    expect([0, 1000, 9.5, -1].some(isQnt)).toBe(false);
  });

  it('takes names of at most 100 characters with a letter or digit in any script', () => {
    expect(nameError('Носки')).toBeNull();
    expect(nameError('靴下')).toBeNull();
    expect(nameError('№ 1')).toBeNull();
    expect(nameError(` ${'Б'.repeat(100)} `)).toBeNull();
    expect(nameError('Б'.repeat(101))).toBe('Название не длиннее 100 символов');
    expect(nameError('!!!@@@###')).toBe('Название должно содержать букву или цифру');
  });
});
