import type { EventData, Lang, ShopContacts } from '@shop/shared';

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
