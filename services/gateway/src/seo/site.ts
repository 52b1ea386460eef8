import type { Lang } from '@shop/shared/src/domain';

/** The shop's words for the server-rendered head and body, in both languages. */
export const SITE: Record<
  Lang,
  {
    name: string;
    homeTitle: string;
    description: string;
    home: string;
    buy: string;
    catalogDescription: (name: string, qnt: number) => string;
    from: string;
    brand: string;
    popular: string;
    products: string;
    notFound: string;
    clientError: string;
    toMainPage: string;
    pages: Record<string, string>;
  }
> = {
  ru: {
    name: 'Ажур',
    homeTitle: 'Ажур — носки, колготки и бельё оптом и в розницу',
    description: 'Носки, колготки и бельё оптом и в розницу. Доставка Новой Почтой.',
    home: 'Главная',
    buy: 'купить оптом и в розницу',
    catalogDescription: (name, qnt) => `${name}: ${qnt} шт. Оптом и в розницу, доставка Новой Почтой.`,
    from: 'от',
    brand: 'Бренд',
    popular: 'Популярное',
    products: 'Товары',
    notFound: 'Страница не найдена',
    clientError: 'Ошибка клиента',
    toMainPage: 'На главную страницу',
    pages: { '/information': 'Информация', '/contacts': 'Контакты', '/map': 'Карта' },
  },
  ua: {
    name: 'Ажур',
    homeTitle: 'Ажур — шкарпетки, колготки та білизна оптом і в роздріб',
    description: 'Шкарпетки, колготки та білизна оптом і в роздріб. Доставка Новою Поштою.',
    home: 'Головна',
    buy: 'купити оптом і в роздріб',
    catalogDescription: (name, qnt) => `${name}: ${qnt} шт. Оптом і в роздріб, доставка Новою Поштою.`,
    from: 'від',
    brand: 'Бренд',
    popular: 'Популярне',
    products: 'Товари',
    notFound: 'Сторінку не знайдено',
    clientError: 'Помилка клієнта',
    toMainPage: 'На головну сторінку',
    pages: { '/information': 'Інформація', '/contacts': 'Контакти', '/map': 'Мапа' },
  },
};

export const OG_LOCALE: Record<Lang, string> = { ru: 'ru_RU', ua: 'uk_UA' };
