import type { CatalogRow, ProductCounts } from './repo';
import { buildViews } from './tree';
import { TreeJsonWriter, viewsJson } from './tree-json';

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

  describe('written tree after tree', () => {
    const copy = (r: CatalogRow): CatalogRow => ({ ...r, name: { ...r.name }, slug: { ...r.slug } });
    const json = (writer: TreeJsonWriter, tree: CatalogRow[], treeCounts = counts) => {
      const views = buildViews(tree, treeCounts);
      return { written: String(writer.write(views).text), expected: JSON.stringify(views) };
    };

    it('is byte for byte what JSON.stringify writes after a rename, a count, an image and a move', () => {
      const writer = new TreeJsonWriter();
      const first = json(writer, rows);
      expect(first.written).toBe(first.expected);
      const renamed = rows.map((r) =>
        r.id === 'b' ? { ...copy(r), name: { ru: 'Мужские', ua: 'Чоловічі' } } : copy(r),
      );
      const afterRename = json(writer, renamed);
      expect(afterRename.written).toBe(afterRename.expected);
      expect(afterRename.written).not.toBe(first.written);
      const counted = json(writer, renamed, new Map([...counts, ['d', { total: 4, filtered: 4 }]]));
      expect(counted.written).toBe(counted.expected);
      const pictured = renamed.map((r) => (r.id === 'b' ? { ...r, image: { lg: '/images/new-lg.webp' } } : r));
      const afterImage = json(writer, pictured);
      expect(afterImage.written).toBe(afterImage.expected);
      const moved = pictured.map((r) => (r.id === 'e' ? { ...r, parent_id: 'a' } : r));
      const afterMove = json(writer, moved);
      expect(afterMove.written).toBe(afterMove.expected);
    });

    it('gives the last JSON itself for a tree written as the last one was, and a new one after any change', () => {
      const writer = new TreeJsonWriter();
      const first = writer.write(buildViews(rows, counts));
      expect(writer.write(buildViews(rows.map(copy), counts))).toBe(first);
      const recounted = writer.write(buildViews(rows, new Map([...counts, ['e', { total: 2, filtered: 2 }]])));
      expect(recounted).not.toBe(first);
      expect(String(recounted.text)).toBe(
        JSON.stringify(buildViews(rows, new Map([...counts, ['e', { total: 2, filtered: 2 }]]))),
      );
      const fewer = writer.write(buildViews(rows.slice(0, 4), counts));
      expect(String(fewer.text)).toBe(JSON.stringify(buildViews(rows.slice(0, 4), counts)));
    });

    it('encodes only the views that changed since the last tree', () => {
      const writer = new TreeJsonWriter();
      json(writer, rows);
      const stringify = jest.spyOn(JSON, 'stringify');
      try {
        writer.write(buildViews(rows.map(copy), counts));
        expect(stringify).not.toHaveBeenCalled();
        const renamed = rows.map((r) => (r.id === 'c' ? { ...copy(r), name: { ru: 'Лён', ua: 'Льон' } } : copy(r)));
        writer.write(buildViews(renamed, counts));
        const written = stringify.mock.calls.map(([value]) => (value as { _id?: string })._id);
        // c and d under it: the head of each, and each crumb of theirs once (a, b, c, d); nothing of a, b or e.
        expect(written.filter((id) => id !== undefined).sort()).toEqual(['a', 'b', 'c', 'c', 'd', 'd']);
      } finally {
        stringify.mockRestore();
      }
    });
  });
});
