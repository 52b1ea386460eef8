/** Texts of the sign-in page, in both languages. */
import { useCallback } from 'react';
import { useLang } from '../../shared/i18n/useT';

const ru = {
  title: 'Авторизация',
  close: 'Закрыть',
  lead: 'Войдите через мессенджер: нажмите на значок, откройте бота и следуйте его подсказкам.',
  conditions:
    'Для входа нужен аккаунт в Viber или Telegram. Бот попросит поделиться номером телефона только при первом входе. Пароль не нужен. Ссылка действует 5 минут, затем страница обновит её сама.',
  telegram: 'Войти через Telegram',
  viber: 'Войти через Viber',
  waiting: 'Ждём подтверждения в мессенджере…',
  noBot: 'Бот {name} не настроен',
  demoTitle: 'Демо-мессенджер',
  demoNote: 'Магазин запущен в демо-режиме без ботов: введите телефон и имя, как это сделал бы бот.',
  phone: 'Телефон',
  userName: 'Имя',
  demoSubmit: 'Войти',
  signedIn: 'Вы вошли на сайт',
} as const;

type AuthTextKey = keyof typeof ru;

const ua: Record<AuthTextKey, string> = {
  title: 'Авторизація',
  close: 'Закрити',
  lead: 'Увійдіть через месенджер: натисніть на значок, відкрийте бота і дотримуйтеся його підказок.',
  conditions:
    'Для входу потрібен акаунт у Viber або Telegram. Бот попросить поділитися номером телефону лише під час першого входу. Пароль не потрібен. Посилання діє 5 хвилин, потім сторінка оновить його сама.',
  telegram: 'Увійти через Telegram',
  viber: 'Увійти через Viber',
  waiting: 'Чекаємо на підтвердження в месенджері…',
  noBot: 'Бот {name} не налаштовано',
  demoTitle: 'Демо-месенджер',
  demoNote: 'Магазин запущено в демо-режимі без ботів: введіть телефон та імʼя, як це зробив би бот.',
  phone: 'Телефон',
  userName: 'Імʼя',
  demoSubmit: 'Увійти',
  signedIn: 'Ви увійшли на сайт',
};

export function useAuthT(): (key: AuthTextKey) => string {
  const lang = useLang();
  return useCallback((key: AuthTextKey) => (lang === 'ua' ? ua : ru)[key], [lang]);
}
