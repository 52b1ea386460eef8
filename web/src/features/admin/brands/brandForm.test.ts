import { brandError, emptyBrand, sortBrands } from './brandForm';

describe('brand editor rules', () => {
  it('needs the name in both languages', () => {
    expect(brandError(emptyBrand())).toBe('Название бренда на двух языках обязательно');
    expect(brandError({ ...emptyBrand(), name: { ru: 'Conte', ua: ' ' } })).toBe(
      'Название бренда на двух языках обязательно',
    );
    expect(brandError({ ...emptyBrand(), name: { ru: 'Conte', ua: 'Conte' } })).toBeNull();
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
