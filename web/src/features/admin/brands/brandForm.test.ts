import { brandError, emptyBrand, sortBrands } from './brandForm';

describe('brand editor rules', () => {
  it('needs the name in both languages', () => {
    expect(brandError(emptyBrand())).toBe('Название бренда на двух языках обязательно');
    expect(brandError({ ...emptyBrand(), name: { ru: 'Conte', ua: ' ' } })).toBe(
      'Название бренда на двух языках обязательно',
    );
    expect(brandError({ ...emptyBrand(), name: { ru: 'Conte', ua: 'Conte' } })).toBeNull();
  });

  it('refuses a name over 100 characters or without a letter or digit (issue 11)', () => {
    expect(brandError({ ...emptyBrand(), name: { ru: 'Б'.repeat(101), ua: 'Б' } })).toBe(
      'Название не длиннее 100 символов',
    );
    expect(brandError({ ...emptyBrand(), name: { ru: 'Б', ua: '!!!@@@###' } })).toBe(
      'Название должно содержать букву или цифру',
    );
  });

  it('sorts by the Russian name', () => {
    const names = sortBrands([
      { name: { ru: 'Яблоко', ua: 'А' } },
      { name: { ru: 'Conte', ua: 'Я' } },
      { name: { ru: 'Артекс', ua: 'Б' } },
    ]).map((b) => b.name.ru);
    expect(names).toEqual(['Артекс', 'Яблоко', 'Conte']);
  });
});
