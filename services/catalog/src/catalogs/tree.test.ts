import type { CatalogRow, ProductCounts } from './repo';
import { buildViews, type BuiltViews, type CatalogView } from './tree';

const row = (id: string, parentId: string | null, ru: string): CatalogRow => ({
  id,
  parent_id: parentId,
  name: { ru, ua: `${ru} (укр)` },
  slug: { ru: id, ua: `${id}-ua` },
  image: null,
});

const built = (rows: CatalogRow[], views: CatalogView[]): BuiltViews => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return new Map(views.map((view) => [view._id, { row: byId.get(view._id)!, view }]));
};

describe('catalog views made from the last tree', () => {
  // Out of order on purpose: siblings come out by Russian name whatever order the rows come in.
  const rows = [row('d', 'c', 'Ёлочка'), row('e', null, 'Бельё'), row('c', 'b', 'Хлопок'), row('b', 'a', 'Мужские')];
  const all = [row('a', null, 'Носки'), ...rows, row('f', 'a', 'Детские')];
  const counts = new Map<string, ProductCounts>([
    ['d', { total: 3, filtered: 3 }],
    ['f', { total: 1, filtered: 1 }],
  ]);
  const first = buildViews(all, counts);
  const last = built(all, first);
  const names = (views: CatalogView[]) => views.map((v) => v.name.ru);
  const remade = (views: CatalogView[]) => names(views.filter((v) => last.get(v._id)?.view !== v));

  it('puts parents before children and siblings by Russian name, whatever order the rows come in', () => {
    expect(names(first)).toEqual(['Бельё', 'Носки', 'Детские', 'Мужские', 'Хлопок', 'Ёлочка']);
    expect(first.find((v) => v._id === 'a')!.qnt).toBe(4);
  });

  it('keeps every view when the rows are the same objects and the counts the same', () => {
    const again = buildViews([...all].reverse(), new Map(counts), last);
    expect(again).toEqual(first);
    expect(remade(again)).toEqual([]);
  });

  it('makes anew a changed row and every view under it, and nothing else', () => {
    const renamed = all.map((r) => (r.id === 'b' ? { ...r, name: { ru: 'Мужские носки', ua: 'Чоловічі' } } : r));
    const again = buildViews(renamed, counts, last);
    expect(again).toEqual(
      buildViews(
        renamed.map((r) => ({ ...r })),
        counts,
      ),
    );
    expect(remade(again)).toEqual(['Мужские носки', 'Хлопок', 'Ёлочка']);
    expect(again.find((v) => v._id === 'd')!.tree.ru).toBe('Носки / Мужские носки / Хлопок / Ёлочка');
  });

  it('makes anew the views whose counts moved: the catalog and those above it', () => {
    const counted = new Map([...counts, ['d', { total: 4, filtered: 4 }]]);
    const again = buildViews(all, counted, last);
    expect(again).toEqual(buildViews(all, counted));
    expect(remade(again)).toEqual(['Носки', 'Мужские', 'Хлопок', 'Ёлочка']);
  });

  it('makes anew a parent that lost its last child (isLeaf) and a catalog that lost its products', () => {
    const without = all.filter((r) => r.id !== 'd');
    const again = buildViews(without, new Map([['f', { total: 1, filtered: 1 }]]), last);
    expect(again).toEqual(buildViews(without, new Map([['f', { total: 1, filtered: 1 }]])));
    expect(again.find((v) => v._id === 'c')!.isLeaf).toBe(true);
    expect(remade(again)).toEqual(['Носки', 'Мужские', 'Хлопок']);
  });
});
