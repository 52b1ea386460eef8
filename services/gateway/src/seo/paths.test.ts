import { localePath, parseRoute } from './paths';

describe('parseRoute', () => {
  it.each([
    ['/', { kind: 'home', lang: 'ru' }],
    ['/ua', { kind: 'home', lang: 'ua' }],
    ['/ua/', { kind: 'home', lang: 'ua' }],
    ['/catalog/noski/c1', { kind: 'catalog', lang: 'ru', id: 'c1', slug: 'noski' }],
    ['/ua/product/%D1%88%D0%BA/p1/', { kind: 'product', lang: 'ua', id: 'p1', slug: 'шк' }],
    ['/product/p1', { kind: 'product', lang: 'ru', id: 'p1', slug: undefined }],
    ['/product/%E0%A4%A/p1', { kind: 'product', lang: 'ru', id: 'p1', slug: '%E0%A4%A' }],
    ['/product/x/bad%id', { kind: 'missing', lang: 'ru' }],
    ['/ua/information', { kind: 'page', lang: 'ua', path: '/information', indexable: true }],
    ['/cart', { kind: 'page', lang: 'ru', path: '/cart', indexable: false }],
    ['/product/a/b/c', { kind: 'page', lang: 'ru', path: '/product/a/b/c', indexable: false }],
    ['/uax', { kind: 'page', lang: 'ru', path: '/uax', indexable: false }],
  ])('%s', (path, route) => {
    expect(parseRoute(path)).toEqual(route);
  });
});

describe('localePath', () => {
  it('adds /ua for Ukrainian, the root becoming /ua, and nothing for Russian', () => {
    expect(localePath('ru', '/')).toBe('/');
    expect(localePath('ua', '/')).toBe('/ua');
    expect(localePath('ua', '/cart')).toBe('/ua/cart');
    expect(localePath('ru', '/cart')).toBe('/cart');
  });
});
