import { randomUUID } from 'node:crypto';
import type { FakeNovaPoshta } from './fake-nova-poshta';
import { answer, refused } from './np-wire';

/**
 * The fake's InternetDocument.save for a private recipient given by name ("NewAddress": "1"), checked as Nova
 * Poshta checks it: every required field, the sender's refs, phones as 380XXXXXXXXX, the date as dd.mm.yyyy, a
 * settlement and branch it lists, and cash on delivery as BackwardDeliveryData of Money.
 */
export interface FakeSender {
  Sender: string;
  ContactSender: string;
  CitySender: string;
  SenderAddress: string;
  SendersPhone: string;
}

export interface FakeWaybill {
  Ref: string;
  IntDocNumber: string;
  properties: Record<string, unknown>;
}

const REQUIRED = [
  'PayerType',
  'PaymentMethod',
  'DateTime',
  'CargoType',
  'Weight',
  'ServiceType',
  'SeatsAmount',
  'Description',
  'Cost',
  'CitySender',
  'Sender',
  'SenderAddress',
  'ContactSender',
  'SendersPhone',
  'RecipientsPhone',
  'RecipientCityName',
  'RecipientAddressName',
  'RecipientName',
  'RecipientType',
] as const;

const ONE_OF: Record<string, string[]> = {
  PayerType: ['Sender', 'Recipient', 'ThirdPerson'],
  PaymentMethod: ['Cash', 'NonCash'],
  CargoType: ['Parcel', 'Cargo', 'Documents', 'TiresWheels', 'Pallet'],
  ServiceType: ['WarehouseWarehouse', 'WarehouseDoors', 'DoorsWarehouse', 'DoorsDoors'],
  RecipientType: ['PrivatePerson'],
};

const positive = (value: unknown) => Number(value) > 0;

function problems(fake: FakeNovaPoshta, p: Record<string, unknown>): string[] {
  const empty = REQUIRED.filter((field) => p[field] === undefined || p[field] === '').map((f) => `${f} is empty`);
  if (empty.length) return empty;
  const found: string[] = [];
  for (const [field, allowed] of Object.entries(ONE_OF))
    if (!allowed.includes(String(p[field]))) found.push(`${field} is invalid`);
  if (p.NewAddress !== '1') found.push('Recipient is empty');
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(String(p.DateTime))) found.push('DateTime has invalid format');
  for (const field of ['Weight', 'Cost', 'SeatsAmount'] as const)
    if (!positive(p[field])) found.push(`${field} is invalid`);
  for (const field of ['SendersPhone', 'RecipientsPhone'] as const)
    if (!/^380\d{9}$/.test(String(p[field]))) found.push(`${field} is invalid`);
  for (const [field, ref] of Object.entries(fake.sender)) if (p[field] !== ref) found.push(`${field} is invalid`);
  if (String(p.RecipientName).trim().split(/\s+/).length < 2) found.push('RecipientName must be Surname Name');
  found.push(...destination(fake, p), ...backwardDelivery(p.BackwardDeliveryData));
  return found;
}

function destination(fake: FakeNovaPoshta, p: Record<string, unknown>): string[] {
  const settlements = fake.settlements.filter((s) => s.Description === p.RecipientCityName);
  if (!settlements.length) return ['RecipientCityName not found'];
  const branch = fake.warehouses.some(
    (w) => settlements.some((s) => s.Ref === w.SettlementRef) && w.Number === String(p.RecipientAddressName),
  );
  return branch ? [] : ['RecipientAddressName not found'];
}

function backwardDelivery(data: unknown): string[] {
  if (data === undefined) return [];
  if (!Array.isArray(data) || data.length !== 1) return ['BackwardDeliveryData is invalid'];
  const { PayerType, CargoType, RedeliveryString } = data[0] as Record<string, unknown>;
  if (CargoType !== 'Money' || !ONE_OF.PayerType.includes(String(PayerType)) || !positive(RedeliveryString))
    return ['BackwardDeliveryData is invalid'];
  return [];
}

export function saveDocument(fake: FakeNovaPoshta, props: Record<string, unknown>) {
  const found = problems(fake, props);
  if (found.length) return refused(found[0], '20000100003', found.slice(1));
  const waybill: FakeWaybill = {
    Ref: randomUUID(),
    IntDocNumber: String(20450000000000 + fake.waybills.length + 101),
    properties: props,
  };
  fake.waybills.push(waybill);
  fake.parcels[waybill.IntDocNumber] = { StatusCode: '1', Status: 'Відправник самостійно створив цю накладну' };
  const data = [
    {
      Ref: waybill.Ref,
      CostOnSite: 80,
      EstimatedDeliveryDate: String(props.DateTime),
      IntDocNumber: waybill.IntDocNumber,
      TypeDocument: 'InternetDocument',
    },
  ];
  return answer(data, 1);
}

/** GET <label URL>/orders[]/<number>/type/pdf/apiKey/<key>, as Nova Poshta's cabinet prints a 100×100 label. */
export const labelRoute = /^\/orders\/printMarking100x100\/orders\[\]\/(\d+)\/type\/pdf\/apiKey\/([^/]+)$/;
