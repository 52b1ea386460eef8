/** Texts of checkout's Nova Poshta picker (ru and ua). */
import { useCallback } from 'react';
import { useLang } from '../../../shared/i18n/useT';

const ru = {
  cityHint: 'Начните вводить название, выберите из списка',
  searching: 'Поиск…',
  nothingFound: 'Ничего не найдено, можно ввести вручную',
  branchFilter: 'Фильтр отделений: номер или улица',
  chooseBranch: 'Выберите отделение',
  Branch: 'Отделение',
  Postomat: 'Почтомат',
  Store: 'Пункт в магазине',
  branches: 'отделений',
};

const ua: typeof ru = {
  cityHint: 'Почніть вводити назву, оберіть зі списку',
  searching: 'Пошук…',
  nothingFound: 'Нічого не знайдено, можна ввести вручну',
  branchFilter: 'Фільтр відділень: номер або вулиця',
  chooseBranch: 'Оберіть відділення',
  Branch: 'Відділення',
  Postomat: 'Поштомат',
  Store: 'Пункт у магазині',
  branches: 'відділень',
};

export type NpTextKey = keyof typeof ru;

export function useNpT(): (key: NpTextKey) => string {
  const lang = useLang();
  return useCallback((key: NpTextKey) => (lang === 'ua' ? ua : ru)[key], [lang]);
}

/** The word for a branch's kind; an unknown kind reads as a branch. */
export const categoryKey = (category: string): NpTextKey =>
  category === 'Postomat' || category === 'Store' ? category : 'Branch';
