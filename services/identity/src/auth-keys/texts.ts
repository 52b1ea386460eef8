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
  confirmButton: { ru: 'Подтвердить вход', ua: 'Підтвердити вхід' },
  cancelButton: { ru: 'Отмена', ua: 'Скасувати' },
  cancelled: {
    ru: 'Вход отменён. Браузер не вошёл в ваш аккаунт.',
    ua: 'Вхід скасовано. Браузер не увійшов у ваш акаунт.',
  },
  otherAccount: {
    ru: 'Этот вход открыт другим аккаунтом мессенджера, подтвердить его отсюда нельзя.',
    ua: 'Цей вхід відкрито іншим акаунтом месенджера, підтвердити його звідси не можна.',
  },
  codeSent: {
    ru: 'Этот номер уже подтверждён в магазине через Telegram. Мы отправили код в чат владельца номера с ботом магазина в Telegram: введите его здесь, чтобы войти и через Viber.',
    ua: 'Цей номер уже підтверджено в магазині через Telegram. Ми надіслали код у чат власника номера з ботом магазину в Telegram: введіть його тут, щоб входити і через Viber.',
  },
  codeNotSent: {
    ru: 'Не удалось отправить код в Telegram. Попробуйте позже.',
    ua: 'Не вдалося надіслати код у Telegram. Спробуйте пізніше.',
  },
  wrongCode: { ru: 'Неверный код. Попробуйте ещё раз.', ua: 'Невірний код. Спробуйте ще раз.' },
  phoneTaken: {
    ru: 'Этот номер уже привязан к другому аккаунту. Войдите через мессенджер, которым пользовались раньше.',
    ua: "Цей номер уже прив'язаний до іншого акаунта. Увійдіть через месенджер, яким користувалися раніше.",
  },
} satisfies Record<string, Record<Lang, string>>;

export type BotTextId = keyof typeof BOT_TEXTS;
export const botText = (id: BotTextId, lang: Lang) => BOT_TEXTS[id][lang];

/** What a confirmation names: the shop, the browser of the page that made the key, and when it was made. */
export interface SignInRequest {
  shop: string;
  browser: string;
  createdAt: Date;
}

/** The shop as a confirmation names it: its name, and its address when the shop has a public one. */
export function shopTitle(publicUrl: string | undefined): string {
  return URL.canParse(publicUrl ?? '') ? `«Ажур» (${new URL(publicUrl!).host})` : '«Ажур»';
}

const SHOP_TIME_ZONE = 'Europe/Kiev';
const when = (date: Date, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'ua' ? 'uk-UA' : 'ru-RU', {
    timeZone: SHOP_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);

/** The question before a sign-in: a key is a bearer secret, so the account must see what it lets in. */
export function confirmText(request: SignInRequest, lang: Lang): string {
  const time = when(request.createdAt, lang);
  if (lang === 'ua') {
    const browser = request.browser || 'невідомий браузер';
    return `Вхід на сайт ${request.shop}\nБраузер: ${browser}\nПосилання для входу створене: ${time}\n\nЯкщо це ви входите в цьому браузері, натисніть «Підтвердити вхід». Якщо посилання вам надіслав хтось інший, не підтверджуйте: він увійде у ваш акаунт.`;
  }
  const browser = request.browser || 'неизвестный браузер';
  return `Вход на сайт ${request.shop}\nБраузер: ${browser}\nСсылка для входа создана: ${time}\n\nЕсли это вы входите в этом браузере, нажмите «Подтвердить вход». Если ссылку вам прислал кто-то другой, не подтверждайте: он войдёт в ваш аккаунт.`;
}

/** The code that lets a Viber account sign in to a phone the Telegram owner proved (sent to that owner). */
export function ownerCodeText(code: string, shop: string, lang: Lang): string {
  return lang === 'ua'
    ? `Код для входу через Viber у ваш акаунт на сайті ${shop}: ${code}\nЯкщо це не ви, нікому не повідомляйте код.`
    : `Код для входа через Viber в ваш аккаунт на сайте ${shop}: ${code}\nЕсли это не вы, никому не сообщайте код.`;
}

/** A messenger's language code to the shop's: Ukrainian speakers get ua, everyone else ru. */
export const langFromMessenger = (code: string | undefined): Lang =>
  code?.toLowerCase().startsWith('uk') ? 'ua' : 'ru';
