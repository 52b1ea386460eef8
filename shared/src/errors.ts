import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { z } from 'zod';
import type { Logger } from './logger';

/** An error whose message is safe to show the client. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** An optional outside service (translation) is not set up: 503 to the caller, a warning in the log, no error report. */
export class OptionalServiceMissing extends HttpError {
  constructor(message: string) {
    super(503, message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Требуется авторизация') => new HttpError(401, message);
export const forbidden = (message = 'Недостаточно прав') => new HttpError(403, message);
export const notFound = (message = 'Не найдено') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Parses a value with a zod schema; the first issue's message becomes a 400. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw badRequest(issue?.message ?? 'Некорректный запрос');
}

export const notFoundRoute: RequestHandler = (_req, _res, next) => next(notFound('Маршрут не найден'));

type ErrorReporter = (error: unknown, context: { method: string; url: string }) => void;

/** Last middleware: every error becomes JSON {message}; a 5xx hides details (unless it is an HttpError) and is reported. */
export function errorHandler(logger: Logger, report?: ErrorReporter): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const status = statusOf(err);
    if (err instanceof OptionalServiceMissing) logger.warn({ url: req.originalUrl }, err.message);
    else if (status >= 500) {
      logger.error({ err, method: req.method, url: req.originalUrl }, 'request failed');
      report?.(err, { method: req.method, url: req.originalUrl });
    }
    if (res.headersSent) return;
    const message =
      err instanceof HttpError ? err.message : status >= 500 ? 'Внутренняя ошибка сервера' : messageOf(err, status);
    res.status(status).json({ message });
  };
}

function statusOf(err: unknown): number {
  if (err instanceof HttpError) return err.status;
  const e = err as { status?: number; statusCode?: number; type?: string };
  const status = e?.status ?? e?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

function messageOf(err: unknown, status: number): string {
  if (err instanceof HttpError) return err.message;
  const type = (err as { type?: string })?.type;
  if (type === 'entity.parse.failed') return 'Некорректный JSON';
  if (type === 'entity.too.large' || status === 413) return 'Слишком большой запрос';
  if (status === 415) return 'Неподдерживаемый тип содержимого';
  return 'Некорректный запрос';
}
