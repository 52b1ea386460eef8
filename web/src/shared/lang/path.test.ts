import { correctSlugPath, langFromPath, stripLang, switchLangPath, withLang } from './path';

describe('language prefix rule', () => {
  it('detects the language from the prefix only as a whole segment', () => {
    expect(langFromPath('/')).toBe('ru');
    expect(langFromPath('/ua')).toBe('ua');
    expect(langFromPath('/ua/cart')).toBe('ua');
    expect(langFromPath('/uab/cart')).toBe('ru');
  });

  it('strips the prefix and keeps the root', () => {
    expect(stripLang('/ua')).toBe('/');
    expect(stripLang('/ua/contacts')).toBe('/contacts');
    expect(stripLang('/contacts')).toBe('/contacts');
  });

  it('adds the prefix for ua, the root becomes /ua', () => {
    expect(withLang('/', 'ua')).toBe('/ua');
    expect(withLang('/cart', 'ua')).toBe('/ua/cart');
    expect(withLang('/ua/cart', 'ru')).toBe('/cart');
    expect(withLang('/ua', 'ru')).toBe('/');
    expect(withLang('map', 'ua')).toBe('/ua/map');
  });

  it('switching rewrites the path and swaps the slug', () => {
    const slug = { ru: 'noski-muzhskie', ua: 'shkarpetky-cholovichi' };
    expect(switchLangPath('/catalog/noski-muzhskie/42', 'ua', slug)).toBe('/ua/catalog/shkarpetky-cholovichi/42');
    expect(switchLangPath('/ua/catalog/shkarpetky-cholovichi/42', 'ru', slug)).toBe('/catalog/noski-muzhskie/42');
    expect(switchLangPath('/ua/information', 'ru')).toBe('/information');
    expect(switchLangPath('/', 'ua')).toBe('/ua');
    expect(switchLangPath('/ua', 'ru')).toBe('/');
  });

  it('keeps the slug when the page does not know the other one', () => {
    expect(switchLangPath('/product/kolgotki/7', 'ua', null)).toBe('/ua/product/kolgotki/7');
  });

  it('finds a wrong-language slug and answers the right path', () => {
    const slug = { ru: 'kolgotki', ua: 'kolhotky' };
    expect(correctSlugPath('/ua/product/kolgotki/7', slug)).toBe('/ua/product/kolhotky/7');
    expect(correctSlugPath('/product/kolhotky/7', slug)).toBe('/product/kolgotki/7');
    expect(correctSlugPath('/product/kolgotki/7', slug)).toBeNull();
    expect(correctSlugPath('/contacts', slug)).toBeNull();
  });

  it('compares encoded Cyrillic slugs by their decoded text', () => {
    const slug = { ru: 'носки', ua: 'шкарпетки' };
    expect(correctSlugPath(`/catalog/${encodeURIComponent('носки')}/1`, slug)).toBeNull();
    expect(correctSlugPath('/catalog/носки/1', slug)).toBeNull();
  });
});
