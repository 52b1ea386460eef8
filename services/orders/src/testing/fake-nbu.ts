import type { Server } from 'node:http';
import express from 'express';

/** An item of the NBU's exchange directory as its API answers it. */
export interface NbuItem {
  r030: number;
  txt: string;
  rate: number;
  cc: string;
  exchangedate: string;
}

export const nbuItems = (date: string, usd: number, eur: number): NbuItem[] => [
  { r030: 36, txt: 'Австралійський долар', rate: 27.1, cc: 'AUD', exchangedate: date },
  { r030: 840, txt: 'Долар США', rate: usd, cc: 'USD', exchangedate: date },
  { r030: 978, txt: 'Євро', rate: eur, cc: 'EUR', exchangedate: date },
];

export interface FakeNbu {
  /** The exchange directory's address, as NBU_API_URL takes it. */
  url: string;
  /** What the next calls answer: the items, or a failing status. */
  answer(next: NbuItem[] | { status: number }): void;
  calls(): number;
  close(): Promise<void>;
}

/** The NBU's GET /NBUStatService/v1/statdirectory/exchange?json, on 127.0.0.1. */
export async function startFakeNbu(first: NbuItem[]): Promise<FakeNbu> {
  let next: NbuItem[] | { status: number } = first;
  let calls = 0;
  const app = express();
  app.get('/NBUStatService/v1/statdirectory/exchange', (req, res) => {
    calls += 1;
    if (!('json' in req.query)) return void res.type('xml').send('<exchange></exchange>');
    if (Array.isArray(next)) return void res.json(next);
    res.status(next.status).type('html').send('<html>Service Unavailable</html>');
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/NBUStatService/v1/statdirectory/exchange?json`,
    answer: (items) => void (next = items),
    calls: () => calls,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
