import { round2, type Order } from '@shop/shared';
import type { Parcel, Sender } from './config';
import type { RecipientPlace } from './repo';

const kyivDate = new Intl.DateTimeFormat('uk-UA', {
  timeZone: 'Europe/Kyiv',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** Cash on delivery Nova Poshta collects for the shop: the order total in UAH, unless the buyer paid before. */
export const cashOnDelivery = (order: Order): number | null =>
  order.delivery.prepaid ? null : round2(order.totalAmount);

export interface Recipient {
  /** "Surname Name", as Nova Poshta wants a private person's name. */
  name: string;
  /** 380XXXXXXXXX. */
  phone: string;
  place: RecipientPlace;
}

/**
 * InternetDocument.save's methodProperties for a parcel from the shop's branch to the buyer's branch, the
 * buyer a private person described by name ("NewAddress": Nova Poshta makes the recipient counterparty itself,
 * so the shop needs no Counterparty.save first). The settlement and branch go by name and number from the
 * shop's copy: the refs picked at checkout are settlement refs, not the city refs CityRecipient wants. The buyer
 * pays the delivery in cash; an unpaid order's total comes back to the shop as cash on delivery.
 */
export function waybillDocument(order: Order, recipient: Recipient, sender: Sender, parcel: Parcel, now = new Date()) {
  const cash = cashOnDelivery(order);
  return {
    NewAddress: '1',
    PayerType: 'Recipient',
    PaymentMethod: 'Cash',
    DateTime: kyivDate.format(now),
    CargoType: 'Parcel',
    ServiceType: 'WarehouseWarehouse',
    Weight: String(parcel.weight),
    SeatsAmount: String(parcel.seats),
    Description: parcel.description,
    Cost: String(Math.max(1, Math.ceil(order.totalAmount))),
    InfoRegClientBarcodes: String(order.count),
    Sender: sender.ref,
    ContactSender: sender.contactRef,
    CitySender: sender.cityRef,
    SenderAddress: sender.warehouseRef,
    SendersPhone: sender.phone,
    RecipientType: 'PrivatePerson',
    RecipientName: recipient.name,
    RecipientsPhone: recipient.phone,
    RecipientCityName: recipient.place.city,
    SettlementType: recipient.place.cityType,
    RecipientArea: recipient.place.area,
    RecipientAreaRegions: recipient.place.region,
    RecipientAddressName: recipient.place.branchNumber,
    RecipientHouse: '',
    RecipientFlat: '',
    ...(cash === null
      ? {}
      : { BackwardDeliveryData: [{ PayerType: 'Recipient', CargoType: 'Money', RedeliveryString: String(cash) }] }),
  };
}
