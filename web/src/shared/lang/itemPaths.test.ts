import { catalogPath, productPath } from './itemPaths';

describe('catalog and product addresses', () => {
  const item = { _id: 'c1', slug: { ru: 'noski', ua: 'shkarpetky' } };
  it('uses the slug of the language and its prefix', () => {
    expect(catalogPath(item, 'ru')).toBe('/catalog/noski/c1');
    expect(catalogPath(item, 'ua')).toBe('/ua/catalog/shkarpetky/c1');
    expect(productPath(item, 'ua')).toBe('/ua/product/shkarpetky/c1');
  });

  it('falls back to the Russian slug and encodes it', () => {
    expect(productPath({ _id: 'p', slug: { ru: 'носки', ua: '' } }, 'ua')).toBe(
      `/ua/product/${encodeURIComponent('носки')}/p`,
    );
  });
});
