import { API_BASE_PATH, API_TIMEOUT_MS } from '@shop/common';
import { tokenStore } from './tokenStore';
import { currentLocale } from '../i18n/locale';
import { plainTranslate } from '../i18n/plain';

/** The API's error body (docs/api-contract.md). */
export interface ApiErrorBody {
  statusCode?: number;
  message?: string | string[];
  error?: string;
  errors?: Record<string, string>;
}

/** Shaped like react-admin's HttpError (message, status, body) so its server-side validation and checkError understand it. */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly body: ApiErrorBody | undefined;
  constructor(message: string, status?: number, body?: ApiErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** false for calls made before there is a session (login, refresh). */
  auth?: boolean;
  /** Sends this token instead of the stored one (logout runs after local tokens are gone). */
  accessToken?: string | null;
}

type SessionKeeper = () => Promise<void>;
let keepSession: SessionKeeper | null = null;
/**
 * Runs before every call made with the stored session: the auth provider renews tokens whose refresh timer was missed
 * (the tab slept), so a screen never sends a token that is about to lapse. Given from above so this floor knows no auth.
 */
export function keepSessionWith(keeper: SessionKeeper | null): void {
  keepSession = keeper;
}
const usesStoredSession = (options: RequestOptions) => options.auth !== false && options.accessToken === undefined;

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();
/** Lets the auth provider react to a 401 met anywhere (it never retries it). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE_PATH}${path}${qs ? `?${qs}` : ''}`;
}

/** A body is read from `data` when the API wraps it (see docs/api-contract.md), else taken as is. */
export function unwrap<T>(json: unknown): T {
  if (json && typeof json === 'object' && 'data' in (json as Record<string, unknown>)) {
    return (json as { data: T }).data;
  }
  return json as T;
}

function messageOf(body: ApiErrorBody | undefined, fallback: string): string {
  const m = body?.message;
  if (Array.isArray(m)) return m[0] ?? fallback;
  return m || body?.error || fallback;
}

/**
 * A 401 refuses the token that was sent. It ends the stored session only while that token is still the stored one:
 * when another tab has rotated the tokens meanwhile, the refusal is about tokens nobody uses any more. Calls made
 * without a session (sign-in, refresh) leave the decision to their caller.
 */
function failure(status: number, body: ApiErrorBody | undefined, statusText: string, sentToken: string | null): ApiError {
  if (status === 401 && sentToken && tokenStore.accessToken() === sentToken) {
    tokenStore.clear();
    unauthorizedListeners.forEach((l) => l());
  }
  return new ApiError(messageOf(body, statusText || `Request failed with status ${status}`), status, body);
}

/** The stored access token changed since `sentToken` was read: another tab rotated it, so the call is worth one retry. */
const rotatedSince = (sentToken: string | null) => !!sentToken && !!tokenStore.accessToken() && tokenStore.accessToken() !== sentToken;

async function parseBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

function tokenFor(options: RequestOptions): string | null {
  return options.accessToken !== undefined ? options.accessToken : options.auth === false ? null : tokenStore.accessToken();
}

function headersFor(token: string | null, isJson: boolean): Record<string, string> {
  // The staff member's language: the API answers the messages it has in Arabic in it (its errors above all).
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLocale() };
  if (isJson) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** One call to the shop API: /api/v1 base, JSON, bearer token, 10 s timeout; the body is unwrapped from `data`. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}, retried = false): Promise<T> {
  if (!retried && keepSession && usesStoredSession(options)) await keepSession();
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const hasBody = options.body !== undefined;
  const token = tokenFor(options);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: headersFor(token, hasBody && !isForm),
      body: hasBody ? (isForm ? (options.body as FormData) : JSON.stringify(options.body)) : undefined,
      signal: controller.signal,
    });
  } catch (err) {
    // No response: the error's own message is what the user sees (there is no status to map).
    const timedOut = controller.signal.aborted;
    throw new ApiError(
      timedOut
        ? plainTranslate('shop.feedback.timedOut', { seconds: API_TIMEOUT_MS / 1000 })
        : (err as Error).message || plainTranslate('shop.feedback.networkError'),
    );
  } finally {
    clearTimeout(timer);
  }
  const json = await parseBody(res);
  if (res.status === 401 && !retried && options.accessToken === undefined && rotatedSince(token)) return apiRequest<T>(path, options, true);
  if (!res.ok) throw failure(res.status, json as ApiErrorBody | undefined, res.statusText, token);
  return unwrap<T>(json);
}

/**
 * Multipart upload with progress. fetch cannot report upload progress, so this one uses XMLHttpRequest;
 * without a progress callback it goes through apiRequest.
 */
export async function apiUpload<T>(path: string, form: FormData, onProgress?: (percent: number) => void): Promise<T> {
  if (!onProgress || typeof XMLHttpRequest === 'undefined') {
    return apiRequest<T>(path, { method: 'POST', body: form });
  }
  if (keepSession) await keepSession();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    const token = tokenFor({});
    for (const [k, v] of Object.entries(headersFor(token, false))) xhr.setRequestHeader(k, v);
    // Uploads of several images take longer than one JSON call; the progress bar tells the user it is moving.
    xhr.timeout = API_TIMEOUT_MS * 6;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let json: unknown;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        json = { message: xhr.responseText };
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(unwrap<T>(json));
      } else reject(failure(xhr.status, json as ApiErrorBody | undefined, xhr.statusText, token));
    };
    xhr.onerror = () => reject(new ApiError(plainTranslate('shop.feedback.uploadNetworkError')));
    xhr.ontimeout = () => reject(new ApiError(plainTranslate('shop.feedback.uploadTimedOut')));
    xhr.send(form);
  });
}
