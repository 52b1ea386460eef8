/**
 * Measures the admin's price sheet on 10,000 price leaves (issue 15): a fresh catalog database filled by SQL
 * with 2,500 products of 2 sizes × 2 colours, then through the catalog service: the export, a preview of the
 * sheet with every price changed, and its apply. Prints the times; asserts nothing.
 * Run: DATABASE_URL=postgres://... npx tsx scripts/bench/price-sheet.ts [products]
 */
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { catalogService } from '@shop/catalog';
import { asAdmin, startTestService } from '@shop/shared/src/testing/service';

const leaf = (colour: string, ru: string, offset: number) =>
  `jsonb_build_object('id', '${colour}', 'optId', 'colour', 'ru', '${ru}', 'ua', '${ru}', 'price', 100 + i % 50,
     'barcode', (4820000000000 + i * 4 + ${offset})::text)`;
const size = (id: string, offset: number) =>
  `jsonb_build_object('id', '${id}', 'optId', 'size', 'ru', '${id}', 'ua', '${id}',
     'add', jsonb_build_array(${leaf('black', 'Чёрный', offset)}, ${leaf('white', 'Белый', offset + 1)}))`;

const FILL = [
  `INSERT INTO brands (id, name) VALUES ('bench-brand', '{"ru": "Бренд", "ua": "Бренд"}')`,
  `INSERT INTO catalogs (id, name, slug) VALUES ('bench-catalog', '{"ru": "Колготки", "ua": "Колготи"}',
     '{"ru": "bench", "ua": "bench-ua"}')`,
  `INSERT INTO products (id, name, slug, brand_id, catalog_id, currency_value, self_opt, self_opt_values, opt_prices)
   SELECT 'p' || i, jsonb_build_object('ru', 'Колготки ' || i, 'ua', 'Колготи ' || i),
     jsonb_build_object('ru', 'p-' || i, 'ua', 'p-ua-' || i), 'bench-brand', 'bench-catalog', 'UAH',
     '[{"id": "size", "ru": "Размер", "ua": "Розмір"}, {"id": "colour", "ru": "Цвет", "ua": "Колір"}]',
     '[{"id": "s", "optId": "size", "ru": "S", "ua": "S"}, {"id": "m", "optId": "size", "ru": "M", "ua": "M"},
       {"id": "black", "optId": "colour", "ru": "Чёрный", "ua": "Чорний"},
       {"id": "white", "optId": "colour", "ru": "Белый", "ua": "Білий"}]',
     jsonb_build_array(${size('s', 0)}, ${size('m', 2)})
   FROM generate_series(1, $1::int) AS i`,
];

async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  console.log(`${name}: ${((performance.now() - start) / 1000).toFixed(2)} s`);
  return result;
}

async function main() {
  const products = Number(process.argv[2] ?? 2_500);
  const service = await startTestService(catalogService);
  const [name, value] = asAdmin();
  const url = `${service.url}/api/products/price-sheet`;
  const upload = async (file: Buffer, query = '') => {
    const res = await fetch(url + query, { method: 'POST', headers: { [name]: value }, body: new Uint8Array(file) });
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
    return (await res.json()) as { changed: unknown[]; invalid: unknown[]; unknown: unknown[] };
  };
  try {
    for (const statement of FILL) await service.pool.query(statement, statement.includes('$1') ? [products] : []);
    const exported = await timed('export', async () =>
      Buffer.from(await (await fetch(url, { headers: { [name]: value } })).arrayBuffer()),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    sheet.eachRow((row, n) => {
      if (n > 1) row.getCell(4).value = Number(row.getCell(4).value) + 0.25;
    });
    const file = Buffer.from(await book.xlsx.writeBuffer());
    console.log(`sheet: ${sheet.rowCount - 1} rows, ${(file.length / 1024).toFixed(0)} kB`);
    const preview = await timed('preview', () => upload(file));
    const applied = await timed('apply', () => upload(file, '?apply=1'));
    for (const [label, r] of [
      ['preview', preview],
      ['apply', applied],
    ] as const) {
      console.log(`${label}: ${r.changed.length} changed, ${r.unknown.length} unknown, ${r.invalid.length} invalid`);
    }
  } finally {
    await service.stop();
  }
}

void main();
