/** Texts of the profile form, in both languages. */
import { useCallback } from 'react';
import { useLang } from '../../shared/i18n/useT';

const ru = {
  title: 'Профиль',
  note: 'Данные для доставки подставятся в форму заказа.',
  name: 'Имя',
  surname: 'Фамилия',
  phone: 'Телефон',
  city: 'Город',
  carrier: 'Перевозчик',
  branch: 'Отделение',
  save: 'Сохранить',
  saved: 'Профиль сохранён',
  noPhone: 'В аккаунте нет телефона: войдите через мессенджер заново, чтобы сохранить профиль.',
  signInFirst: 'Войдите, чтобы заполнить профиль.',
  login: 'Вход',
  account: 'Аккаунт',
} as const;

type ProfileTextKey = keyof typeof ru;

const ua: Record<ProfileTextKey, string> = {
  title: 'Профіль',
  note: 'Дані для доставки підставляться у форму замовлення.',
  name: 'Імʼя',
  surname: 'Прізвище',
  phone: 'Телефон',
  city: 'Місто',
  carrier: 'Перевізник',
  branch: 'Відділення',
  save: 'Зберегти',
  saved: 'Профіль збережено',
  noPhone: 'В акаунті немає телефону: увійдіть через месенджер знову, щоб зберегти профіль.',
  signInFirst: 'Увійдіть, щоб заповнити профіль.',
  login: 'Вхід',
  account: 'Акаунт',
};

export function useProfileT(): (key: ProfileTextKey) => string {
  const lang = useLang();
  return useCallback((key: ProfileTextKey) => (lang === 'ua' ? ua : ru)[key], [lang]);
}
export type { ProfileTextKey };
