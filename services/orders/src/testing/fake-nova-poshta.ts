import type { Server } from 'node:http';
import express from 'express';
import { answer, refused } from './np-wire';
import { labelRoute, saveDocument, type FakeSender, type FakeWaybill } from './fake-np-waybills';

/**
 * A local Nova Poshta API 2.0 speaking its wire format: POST JSON {apiKey, modelName, calledMethod,
 * methodProperties} to /v2.0/json/, answer {success, data, errors, warnings, info: {totalCount}} (HTTP 200 even
 * for a refused call, as Nova Poshta does). Directories: AddressGeneral.getSettlements and Address.getWarehouses,
 * filtered and paged as Nova Poshta pages them (Page from 1, Limit rows); tracking:
 * TrackingDocument.getStatusDocuments (Documents: [{DocumentNumber, Phone}], at most 100); waybills:
 * InternetDocument.save (fake-np-waybills.ts) and their label (GET printMarking100x100/orders[]/N/type/pdf/apiKey/K).
 */
export interface FakeSettlement {
  Ref: string;
  Description: string;
  DescriptionRu: string;
  SettlementTypeDescription: string;
  SettlementTypeDescriptionRu: string;
  AreaDescription: string;
  AreaDescriptionRu: string;
  RegionsDescription: string;
  RegionsDescriptionRu: string;
  Warehouse: '0' | '1';
}

export interface FakeWarehouse {
  Ref: string;
  SettlementRef: string;
  Number: string;
  CategoryOfWarehouse: 'Branch' | 'Postomat' | 'Store';
  Description: string;
  DescriptionRu: string;
  ShortAddress: string;
  ShortAddressRu: string;
}

export interface FakeNovaPoshta {
  /** The endpoint, as NOVA_POSHTA_API_URL takes it. */
  url: string;
  apiKey: string;
  settlements: FakeSettlement[];
  warehouses: FakeWarehouse[];
  /** Tracking by waybill number: Nova Poshta's StatusCode and Status text (unknown numbers answer code 3). */
  parcels: Record<string, { StatusCode: string; Status: string }>;
  /** The shop's counterparty as Nova Poshta knows it; InternetDocument.save refuses another sender. */
  sender: FakeSender;
  /** Waybills InternetDocument.save made, oldest first. */
  waybills: FakeWaybill[];
  /** Where labels are printed, as NOVA_POSHTA_LABEL_URL takes it. */
  labelUrl: string;
  calls: { calledMethod: string; methodProperties: Record<string, unknown> }[];
  /** The next `count` calls answer HTTP 503, as when Nova Poshta is down. */
  failNext(count: number): void;
  close(): Promise<void>;
}

const API_PATH = '/v2.0/json/';
const LABEL_PATH = '/orders/printMarking100x100';

/** The sender the shop is configured with in tests (its refs as Nova Poshta's business cabinet shows them). */
export const FAKE_SENDER: FakeSender = {
  Sender: 'sender-counterparty-ref',
  ContactSender: 'sender-contact-ref',
  CitySender: 'sender-city-ref',
  SenderAddress: 'sender-warehouse-ref',
  SendersPhone: '380671234567',
};

/** The sender variables naming FAKE_SENDER, the phone written as people write it. */
export const FAKE_SENDER_ENV = {
  NOVA_POSHTA_SENDER_REF: FAKE_SENDER.Sender,
  NOVA_POSHTA_SENDER_CONTACT_REF: FAKE_SENDER.ContactSender,
  NOVA_POSHTA_SENDER_CITY_REF: FAKE_SENDER.CitySender,
  NOVA_POSHTA_SENDER_WAREHOUSE_REF: FAKE_SENDER.SenderAddress,
  NOVA_POSHTA_SENDER_PHONE: '+38 (067) 123-45-67',
};

/** Everything that makes the shop a sender at this fake. */
export const fakeSenderEnv = (fake: FakeNovaPoshta) => ({
  NOVA_POSHTA_API_KEY: fake.apiKey,
  NOVA_POSHTA_API_URL: fake.url,
  NOVA_POSHTA_LABEL_URL: fake.labelUrl,
  ...FAKE_SENDER_ENV,
});
const MAX_LIMIT = 500;

function page<T>(rows: T[], props: Record<string, unknown>) {
  const limit = Math.min(Number(props.Limit) || MAX_LIMIT, MAX_LIMIT);
  const from = (Math.max(Number(props.Page) || 1, 1) - 1) * limit;
  return answer(rows.slice(from, from + limit), rows.length);
}

const contains = (text: string, part: unknown) =>
  typeof part !== 'string' || !part || text.toLowerCase().includes(part.toLowerCase());

function directories(fake: FakeNovaPoshta, method: string, props: Record<string, unknown>) {
  if (method === 'AddressGeneral.getSettlements')
    return page(
      fake.settlements.filter(
        (s) =>
          (props.Warehouse !== '1' || s.Warehouse === '1') &&
          (contains(s.Description, props.FindByString) || contains(s.DescriptionRu, props.FindByString)),
      ),
      props,
    );
  if (method === 'Address.getWarehouses')
    return page(
      fake.warehouses.filter(
        (w) =>
          (!props.SettlementRef || w.SettlementRef === props.SettlementRef) &&
          contains(w.Description, props.FindByString),
      ),
      props,
    );
  if (method === 'TrackingDocument.getStatusDocuments') return tracking(fake, props);
  if (method === 'InternetDocument.save') return saveDocument(fake, props);
  return refused(`Method ${method} is not supported here`, '20000900746');
}

function tracking(fake: FakeNovaPoshta, props: Record<string, unknown>) {
  const documents = Array.isArray(props.Documents) ? (props.Documents as { DocumentNumber?: unknown }[]) : [];
  if (documents.length > 100) return refused('Documents is more than 100', '20000401523');
  const data = documents.map(({ DocumentNumber }) => {
    const number = String(DocumentNumber ?? '');
    const parcel = fake.parcels[number] ?? { StatusCode: '3', Status: 'Номер не знайдено' };
    return { Number: number, ...parcel, WarehouseRecipient: '', RecipientDateTime: '' };
  });
  return answer(data, data.length);
}

/** A settlement as Nova Poshta lists it, with names in both languages. */
export function fakeSettlement(ref: string, ua: string, ru: string, area = 'Київська', hasWarehouses = true) {
  return {
    Ref: ref,
    Description: ua,
    DescriptionRu: ru,
    SettlementTypeDescription: 'місто',
    SettlementTypeDescriptionRu: 'город',
    AreaDescription: area,
    AreaDescriptionRu: area,
    RegionsDescription: '',
    RegionsDescriptionRu: '',
    Warehouse: hasWarehouses ? '1' : '0',
  } satisfies FakeSettlement;
}

/** A branch (or locker) as Nova Poshta lists it. */
export function fakeWarehouse(
  settlementRef: string,
  number: number,
  street: string,
  category: FakeWarehouse['CategoryOfWarehouse'] = 'Branch',
): FakeWarehouse {
  const kind = category === 'Postomat' ? ['Поштомат', 'Почтомат'] : ['Відділення', 'Отделение'];
  return {
    Ref: `${settlementRef}-w${number}`,
    SettlementRef: settlementRef,
    Number: String(number),
    CategoryOfWarehouse: category,
    Description: `${kind[0]} №${number}: ${street}`,
    DescriptionRu: `${kind[1]} №${number}: ${street}`,
    ShortAddress: street,
    ShortAddressRu: street,
  };
}

export async function startFakeNovaPoshta(apiKey = 'test-np-key'): Promise<FakeNovaPoshta> {
  let failures = 0;
  const app = express();
  app.use(express.json());
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const fake: FakeNovaPoshta = {
    url: `${origin}${API_PATH}`,
    apiKey,
    settlements: [],
    warehouses: [],
    parcels: {},
    sender: FAKE_SENDER,
    waybills: [],
    labelUrl: `${origin}${LABEL_PATH}`,
    calls: [],
    failNext: (count) => void (failures = count),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  app.post(API_PATH, (req, res) => {
    const { apiKey: key, modelName, calledMethod, methodProperties = {} } = req.body ?? {};
    fake.calls.push({ calledMethod: `${modelName}.${calledMethod}`, methodProperties });
    if (failures > 0) {
      failures -= 1;
      return void res.status(503).send('Service Unavailable');
    }
    if (key !== fake.apiKey) return void res.json(refused('API key expired', '20000200068'));
    res.json(directories(fake, `${modelName}.${calledMethod}`, methodProperties));
  });
  app.get(labelRoute, (req, res) => {
    const [number, key] = [req.params[0], req.params[1]];
    if (key !== fake.apiKey || !fake.waybills.some((w) => w.IntDocNumber === number))
      return void res.type('html').send('<html><body>Документ не знайдено</body></html>');
    res.type('application/pdf').send(Buffer.from(`%PDF-1.4\n% label of ${number}\n%%EOF\n`));
  });
  return fake;
}
