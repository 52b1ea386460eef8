import type { CatalogRow, ProductCounts } from './repo';
import { buildViews } from './tree';
import { viewsJson } from './tree-json';

const row = (id: string, parentId: string | null, ru: string, image: CatalogRow['image'] = null): CatalogRow => ({
  id,
  parent_id: parentId,
  name: { ru, ua: `${ru} (укр)` },
  slug: { ru: id, ua: `${id}-ua` },
  image,
});

describe('the JSON of catalog views', () => {
  const rows = [
    row('a', null, 'Носки'),
    row('b', 'a', 'Мужские "классика" \\ 40-46', {
      lg: '/images/b-lg.webp',
      md: '/images/b-md.webp',
      sm: '/images/b-sm.webp',
    }),
    row('c', 'b', 'Хлопок\u2028лето'),
    row('d', 'c', 'Ёлочка 😀'),
    row('e', null, 'Бельё'),
  ];
  const counts = new Map<string, ProductCounts>([
    ['d', { total: 3, filtered: 2 }],
    ['e', { total: 1, filtered: 1 }],
  ]);

  it('is byte for byte what JSON.stringify writes, for crumbs of every depth, images and escapes', () => {
    const views = buildViews(rows, counts);
    expect(views.map((v) => v.crumbs.length).sort()).toEqual([1, 1, 2, 3, 4]);
    const json = viewsJson(views).text as Buffer;
    expect(json.equals(Buffer.from(JSON.stringify(views)))).toBe(true);
  });

  it('is an empty list for no catalogs', () => {
    expect(String(viewsJson([]).text)).toBe('[]');
  });
});
