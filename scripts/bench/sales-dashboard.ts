/**
 * Measures the sales dashboard on 100,000 orders (issue 15): a fresh orders database filled by SQL with a year
 * of sales rows (three lines each, 500 products of 20 brands), then GET /api/order/sales/dashboard through the
 * orders service for the default 30 days and for a whole year, 20 times each. Prints the times; asserts nothing.
 * Run: DATABASE_URL=postgres://... npx tsx scripts/bench/sales-dashboard.ts [orders]
 */
import { performance } from 'node:perf_hooks';
import { ordersService } from '@shop/orders';
import { asAdmin, startTestService } from '@shop/shared/src/testing/service';

const FILL = `
  INSERT INTO sales (event_id, day, amount, lang, pickup)
  SELECT 'bench-' || i, current_date - (i % 365), 500 + (i % 97) * 25, CASE WHEN i % 3 = 0 THEN 'ua' ELSE 'ru' END, i % 4 = 0
  FROM generate_series(1, $1::int) AS i;
  INSERT INTO sale_lines (event_id, position, day, product_id, product_name, brand_id, brand_name, qnt, amount)
  SELECT s.event_id, p, s.day, 'p' || ((hashtext(s.event_id) & 65535) * (p + 1) % 500),
    jsonb_build_object('ru', 'Товар', 'ua', 'Товар'), 'b' || ((hashtext(s.event_id) & 65535) * (p + 1) % 20),
    jsonb_build_object('ru', 'Бренд', 'ua', 'Бренд'), 1 + p * 5, s.amount / 3
  FROM sales s, generate_series(0, 2) AS p;
  VACUUM ANALYZE sales; VACUUM ANALYZE sale_lines;`;

async function timed(url: string, header: [string, string], runs = 20): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers: { [header[0]]: header[1] } });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    await res.json();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

async function main() {
  const orders = Number(process.argv[2] ?? 100_000);
  const service = await startTestService(ordersService, { env: { NBU_API_URL: 'off' } });
  try {
    const started = performance.now();
    for (const statement of FILL.split(';').filter((s) => s.trim()))
      await service.pool.query(statement, statement.includes('$1') ? [orders] : []);
    const { rows } = await service.pool.query(
      'SELECT (SELECT count(*) FROM sales) AS sales, (SELECT count(*) FROM sale_lines) AS lines',
    );
    console.log(
      `filled ${rows[0].sales} sales, ${rows[0].lines} lines in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const year = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const base = `${service.url}/api/order/sales/dashboard`;
    for (const [name, url] of [
      ['last 30 days (default)', base],
      ['a whole year', `${base}?from=${year}&to=${new Date().toISOString().slice(0, 10)}`],
    ] as const) {
      const t = await timed(url, asAdmin());
      const at = (q: number) => t[Math.min(t.length - 1, Math.floor(q * t.length))].toFixed(1);
      console.log(`${name}: median ${at(0.5)} ms, p90 ${at(0.9)} ms, max ${at(1)} ms (${t.length} runs)`);
    }
  } finally {
    await service.stop();
  }
}

void main();
