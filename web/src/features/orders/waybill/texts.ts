/** Texts of the admin's Nova Poshta waybill on the order page (ru and ua). */
import { useCallback } from 'react';
import { useLang } from '../../../shared/i18n/useT';

const ru = {
  title: 'ТТН Новой Почты',
  create: 'Создать ТТН',
  creating: 'Создаём ТТН…',
  hint: 'Новая Почта создаст накладную на отделение покупателя, заказ станет отправленным.',
  cashOnDelivery: 'Наложенный платёж',
  prepaid: 'Заказ оплачен: без наложенного платежа',
  created: 'ТТН создана, заказ отправлен',
  number: 'ТТН',
  label: 'Этикетка ТТН (PDF)',
};

const ua: typeof ru = {
  title: 'ТТН Нової Пошти',
  create: 'Створити ТТН',
  creating: 'Створюємо ТТН…',
  hint: 'Нова Пошта створить накладну на відділення покупця, замовлення стане відправленим.',
  cashOnDelivery: 'Накладений платіж',
  prepaid: 'Замовлення оплачене: без накладеного платежу',
  created: 'ТТН створено, замовлення відправлено',
  number: 'ТТН',
  label: 'Етикетка ТТН (PDF)',
};

export type WaybillTextKey = keyof typeof ru;

export function useWaybillT(): (key: WaybillTextKey) => string {
  const lang = useLang();
  return useCallback((key: WaybillTextKey) => (lang === 'ua' ? ua : ru)[key], [lang]);
}
