import { catalogError, emptyCatalog, parentChoices, parentError, type CatalogLike } from './catalogForm';

const cat = (id: string, path: string[], haveProducts = false): CatalogLike => ({
  _id: id,
  name: { ru: id, ua: id },
  tree: { ru: path.join(' / ') },
  crumbs: path.map((p) => ({ _id: p })),
  haveProducts,
});
const catalogs = [
  cat('socks', ['socks']),
  cat('men', ['socks', 'men'], true),
  cat('women', ['socks', 'women']),
  cat('tights', ['tights']),
];

describe('catalog editor rules', () => {
  it('needs the name in both languages', () => {
    expect(catalogError(emptyCatalog())).toBe('Поле Каталог должно быть заполнено на обоих языках');
    expect(catalogError({ ...emptyCatalog(), name: { ru: 'Носки', ua: '' } })).toBe(
      'Поле Каталог должно быть заполнено на обоих языках',
    );
    expect(catalogError({ ...emptyCatalog(), name: { ru: 'Носки', ua: 'Шкарпетки' } })).toBeNull();
  });

  it('refuses a name over 100 characters or without a letter or digit (issue 11)', () => {
    expect(catalogError({ ...emptyCatalog(), name: { ru: '!!!@@@###', ua: 'Шкарпетки' } })).toBe(
      'Название должно содержать букву или цифру',
    );
    expect(catalogError({ ...emptyCatalog(), name: { ru: 'Носки', ua: 'Ш'.repeat(101) } })).toBe(
      'Название не длиннее 100 символов',
    );
  });

  it('offers only catalogs without products as parents', () => {
    expect(parentChoices(catalogs).map((c) => c._id)).toEqual(['socks', 'women', 'tights']);
  });

  it('refuses the catalog itself or one of its subcatalogs as parent', () => {
    expect(parentError(catalogs, 'socks', 'socks')).toBe('Каталог не может быть родителем самого себя');
    expect(parentError(catalogs, 'socks', 'women')).toBe('Каталог не может быть родителем самого себя');
    expect(parentError(catalogs, 'women', 'socks')).toBeNull();
    expect(parentError(catalogs, undefined, 'socks')).toBeNull();
    expect(parentError(catalogs, 'tights', null)).toBeNull();
  });

  it('refuses a parent with products', () => {
    expect(parentError(catalogs, undefined, 'men')).toBe('В этом каталоге есть товары, выберите другой каталог');
  });
});
