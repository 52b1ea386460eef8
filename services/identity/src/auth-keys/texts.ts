import type { Lang } from '@shop/shared';

/** What the bots say, in the user's language. */
export const BOT_TEXTS = {
  askPhone: {
    ru: 'Чтобы войти на сайт, поделитесь номером телефона: нажмите кнопку ниже.',
    ua: 'Щоб увійти на сайт, поділіться номером телефону: натисніть кнопку нижче.',
  },
  phoneButton: { ru: 'Отправить номер телефона', ua: 'Надіслати номер телефону' },
  signedIn: {
    ru: 'Готово! Вы вошли на сайт, вернитесь в браузер.',
    ua: 'Готово! Ви увійшли на сайт, поверніться до браузера.',
  },
  expired: {
    ru: 'Ссылка для входа устарела или уже использована. Откройте страницу входа на сайте ещё раз.',
    ua: 'Посилання для входу застаріло або вже використане. Відкрийте сторінку входу на сайті ще раз.',
  },
  badLink: {
    ru: 'Чтобы войти, откройте бота по ссылке со страницы входа на сайте.',
    ua: 'Щоб увійти, відкрийте бота за посиланням зі сторінки входу на сайті.',
  },
  foreignContact: {
    ru: 'Отправьте, пожалуйста, свой номер кнопкой ниже.',
    ua: 'Надішліть, будь ласка, свій номер кнопкою нижче.',
  },
  phoneTaken: {
    ru: 'Этот номер уже привязан к другому аккаунту. Войдите через мессенджер, которым пользовались раньше.',
    ua: "Цей номер уже прив'язаний до іншого акаунта. Увійдіть через месенджер, яким користувалися раніше.",
  },
} satisfies Record<string, Record<Lang, string>>;

export type BotTextId = keyof typeof BOT_TEXTS;
export const botText = (id: BotTextId, lang: Lang) => BOT_TEXTS[id][lang];

/** A messenger's language code to the shop's: Ukrainian speakers get ua, everyone else ru. */
export const langFromMessenger = (code: string | undefined): Lang =>
  code?.toLowerCase().startsWith('uk') ? 'ua' : 'ru';
