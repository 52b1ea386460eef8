import { HttpError, OptionalServiceMissing } from '@shop/shared';

export const TRANSLATE_MESSAGES = {
  notConfigured: 'Сервис перевода не настроен',
  failed: 'Сервис перевода недоступен, попробуйте позже',
} as const;

const TIMEOUT_MS = 10_000;

/** Russian to Ukrainian through a server speaking LibreTranslate's HTTP API (POST {url}/translate). */
export async function translateRuToUa(text: string, env: NodeJS.ProcessEnv): Promise<string> {
  const base = env.TRANSLATE_URL;
  if (!base) throw new OptionalServiceMissing(TRANSLATE_MESSAGES.notConfigured);
  const body = {
    q: text,
    source: 'ru',
    target: 'uk',
    format: 'text',
    ...(env.TRANSLATE_API_KEY && { api_key: env.TRANSLATE_API_KEY }),
  };
  const res = await fetch(`${base.replace(/\/+$/, '')}/translate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch(() => undefined);
  const answer = res?.ok
    ? ((await res.json().catch(() => undefined)) as { translatedText?: unknown } | undefined)
    : undefined;
  if (typeof answer?.translatedText !== 'string') throw new HttpError(502, TRANSLATE_MESSAGES.failed);
  return answer.translatedText;
}
