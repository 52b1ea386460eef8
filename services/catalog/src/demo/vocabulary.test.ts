import { vocabularyOf } from '../search/testing/queries';
import { DENSITIES, MATERIALS, MODELS } from './catalog-data';
import { planDemo } from './plan';

describe('demo product names', () => {
  const plan = planDemo(
    { products: 5000, catalogs: 300, brands: 50 },
    (() => {
      let n = 0;
      return () => `id${n++}`;
    })(),
  );
  const names = plan.products.flatMap((p) => [p.name.ru, p.name.ua]);

  it('name a hosiery catalog as shops do: noun, brand, model, density of tights, material and colour', () => {
    const tights = plan.products.find((p) => p.name.ru.startsWith('Колготки'))!;
    expect(tights.name.ru).toMatch(/^Колготки .+ \d+ den, [а-яё ]+, [a-z]+$/);
    const socks = plan.products.find((p) => p.name.ru.startsWith('Носки'))!;
    expect(socks.name.ru).toMatch(/^Носки .+, [а-яё ]+, [а-яё]+$/);
    expect(socks.name.ua).toMatch(/^Шкарпетки .+, [а-яіїєґʼ ]+, [а-яіїєґʼ]+$/);
  });

  it('give search a rich vocabulary to work on', () => {
    const words = vocabularyOf(names);
    expect(words.length).toBeGreaterThan(200);
    for (const word of ['nuance', 'кашемир', 'кашемір', 'nero', 'графит', 'den', '150']) expect(words).toContain(word);
    expect(MODELS.length).toBeGreaterThanOrEqual(50);
    expect(MATERIALS.length + DENSITIES.length).toBeGreaterThan(25);
  });
});
