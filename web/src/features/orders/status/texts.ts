/** Texts of the order status, its history and the admin's status buttons (ru and ua). */
import { useCallback } from 'react';
import { useLang } from '../../../shared/i18n/useT';

const ru = {
  status: 'Статус',
  history: 'История заказа',
  placed: 'Заказ оформлен',
  waybill: 'ТТН',
  track: 'Отследить посылку',
  by: 'Изменил',
  comment: 'Комментарий',
  commentHint: 'Покупатель увидит его в истории заказа и в сообщении',
  confirm: 'Подтвердить',
  ship: 'Отправить',
  pickupReady: 'Готов к самовывозу',
  deliver: 'Доставлен',
  cancel: 'Отменить заказ',
  restore: 'Восстановить',
  waybillLabel: 'Номер ТТН Новой Почты (14 цифр)',
  changed: 'Статус заказа изменён',
  noMoves: 'Заказ доставлен: статус больше не меняется',
  confirmCancel: 'Отменить заказ №',
  allStatuses: 'Все статусы',
  from: 'С',
  to: 'По',
  search: 'Номер, телефон или фамилия',
  find: 'Найти',
  reset: 'Сбросить',
  found: 'Найдено',
  confirmDeleteAgain: 'Заказ будет удалён навсегда вместе с историей. Точно удалить заказ №',
};

const ua: typeof ru = {
  status: 'Статус',
  history: 'Історія замовлення',
  placed: 'Замовлення оформлено',
  waybill: 'ТТН',
  track: 'Відстежити посилку',
  by: 'Змінив',
  comment: 'Коментар',
  commentHint: 'Покупець побачить його в історії замовлення та в повідомленні',
  confirm: 'Підтвердити',
  ship: 'Відправити',
  pickupReady: 'Готове до самовивозу',
  deliver: 'Доставлено',
  cancel: 'Скасувати замовлення',
  restore: 'Відновити',
  waybillLabel: 'Номер ТТН Нової Пошти (14 цифр)',
  changed: 'Статус замовлення змінено',
  noMoves: 'Замовлення доставлено: статус більше не змінюється',
  confirmCancel: 'Скасувати замовлення №',
  allStatuses: 'Усі статуси',
  from: 'З',
  to: 'По',
  search: 'Номер, телефон або прізвище',
  find: 'Знайти',
  reset: 'Скинути',
  found: 'Знайдено',
  confirmDeleteAgain: 'Замовлення буде видалено назавжди разом з історією. Точно видалити замовлення №',
};

export type StatusTextKey = keyof typeof ru;

export function useStatusT(): (key: StatusTextKey) => string {
  const lang = useLang();
  return useCallback((key: StatusTextKey) => (lang === 'ua' ? ua : ru)[key], [lang]);
}
