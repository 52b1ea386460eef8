/**
 * The fetch layer of spec section 8: a failed call raises ApiError carrying the server's message and the
 * HTTP status. Objects are sent as JSON; FormData goes as it is (image upload).
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

function requestInit({ method, body, signal, headers }: ApiOptions): RequestInit {
  const init: RequestInit = {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    signal,
    credentials: 'same-origin',
    headers,
  };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...headers, 'Content-Type': 'application/json' };
  }
  return init;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(body: unknown, res: Response): string {
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && message) return message;
  return res.statusText ? `${res.status} ${res.statusText}` : `Ошибка ${res.status}`;
}

/** Calls cut off because the browser is leaving the page are not server failures: no error page for them. */
let leavingPage = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leavingPage = true));
  window.addEventListener('beforeunload', () => (leavingPage = true));
  window.addEventListener('pageshow', () => (leavingPage = false));
}

const abortError = () => Object.assign(new Error('aborted'), { name: 'AbortError' });

export async function apiFetch<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, requestInit(options));
  } catch (err) {
    if ((err as Error)?.name === 'AbortError' || leavingPage) throw abortError();
    throw new ApiError('Сервер недоступен', 0);
  }
  const body = await readBody(res);
  if (!res.ok) throw new ApiError(messageOf(body, res), res.status);
  return body as T;
}

/** The message to show for any error thrown by a call. */
export function errorMessage(err: unknown): string {
  return err instanceof Error && err.message ? err.message : 'Server error';
}
