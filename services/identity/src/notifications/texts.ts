import { trackingUrl, type EventData, type Lang, type OrderStatus, type ShopContacts } from '@shop/shared';

type Order = EventData<'orders.order.placed'>;

const amount = (order: Order) => order.totalAmount.toFixed(2);

/** The shop's admins read Russian. */
export const adminText = (o: Order) =>
  `Новый заказ №${o.count}: ${o.totalQnt} шт. на ${amount(o)} грн. ` +
  `Получатель: ${[o.recipient.name, o.recipient.surname].filter(Boolean).join(' ')}, ${o.recipient.phone}`;

/** The shop's name and phones, as the admin set them, for the customer to call back. */
const signature = (contacts: ShopContacts | undefined, lang: Lang) => {
  const name = contacts?.name[lang] || contacts?.name.ru;
  return name && contacts.phones.length ? `\n${name}: ${contacts.phones.join(', ')}` : '';
};

export const customerText = (o: Order, lang: Lang, contacts?: ShopContacts) =>
  (lang === 'ua'
    ? `Дякуємо! Ваше замовлення №${o.count} прийнято: ${o.totalQnt} шт. на ${amount(o)} грн. Ми зв'яжемося з вами.`
    : `Спасибо! Ваш заказ №${o.count} принят: ${o.totalQnt} шт. на ${amount(o)} грн. Мы свяжемся с вами.`) +
  signature(contacts, lang);

type StatusChange = EventData<'orders.order.status-changed'>;

/** What happened to the order, per status, in both languages (a shipped pickup order waits in the shop). */
const STATUS_NEWS: Record<OrderStatus | 'pickupReady', Record<Lang, (n: number) => string>> = {
  new: { ru: (n) => `Ваш заказ №${n} снова в работе.`, ua: (n) => `Ваше замовлення №${n} знову в роботі.` },
  confirmed: { ru: (n) => `Ваш заказ №${n} подтверждён.`, ua: (n) => `Ваше замовлення №${n} підтверджено.` },
  shipped: {
    ru: (n) => `Ваш заказ №${n} отправлен Новой Почтой.`,
    ua: (n) => `Ваше замовлення №${n} відправлено Новою Поштою.`,
  },
  pickupReady: {
    ru: (n) => `Ваш заказ №${n} готов к самовывозу.`,
    ua: (n) => `Ваше замовлення №${n} готове до самовивозу.`,
  },
  delivered: {
    ru: (n) => `Ваш заказ №${n} доставлен. Спасибо за покупку!`,
    ua: (n) => `Ваше замовлення №${n} доставлено. Дякуємо за покупку!`,
  },
  cancelled: { ru: (n) => `Ваш заказ №${n} отменён.`, ua: (n) => `Ваше замовлення №${n} скасовано.` },
};

const WAYBILL_TEXT: Record<Lang, (waybill: string) => string> = {
  ru: (w) => `Номер ТТН: ${w}. Отследить посылку: ${trackingUrl(w)}`,
  ua: (w) => `Номер ТТН: ${w}. Відстежити посилку: ${trackingUrl(w)}`,
};

const COMMENT_LABEL: Record<Lang, string> = { ru: 'Комментарий', ua: 'Коментар' };

/** The customer's message about a change of their order's status, with the waybill and its tracking link. */
export function statusText(change: StatusChange, lang: Lang): string {
  const news = change.status === 'shipped' && change.pickup ? 'pickupReady' : change.status;
  return [
    STATUS_NEWS[news][lang](change.count),
    change.waybill && WAYBILL_TEXT[lang](change.waybill),
    change.comment && `${COMMENT_LABEL[lang]}: ${change.comment}`,
  ]
    .filter(Boolean)
    .join('\n');
}
