import { sessionStore } from '../session/session.store';
import { siteConfig } from '../system/site-config';
import { i18n, toHeaderLanguage } from '../i18n/i18n';
import { deviceId } from '../system/device-id';

/** A refused call: errorCode is one of ERROR_KEYS (or a key the server added), status the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly status: number,
    readonly value?: unknown,
  ) {
    super(message || errorCode);
    this.name = 'ApiError';
  }
}

interface Envelope<T> {
  success: boolean;
  value?: T;
  errorCode?: string;
  message?: string;
}

/** One call to the API: params go in the query string, data in the body (JSON unless it is already a string). */
export interface ApiRequest {
  method?: 'get' | 'post' | 'put' | 'delete';
  url: string;
  params?: Record<string, unknown>;
  data?: unknown;
  headers?: Record<string, string>;
}

/** The answer: its HTTP status and its body, parsed when it is JSON. */
export interface ApiResponse {
  status: number;
  data: unknown;
}

/** Sends a request and answers whatever the status; throws only when no answer came (offline, timeout). */
export type Transport = (request: ApiRequest) => Promise<ApiResponse>;

const TIMEOUT_MS = 15_000;

function withParams(url: string, params: ApiRequest['params']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined && value !== null) query.append(key, String(value));
  const text = query.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

/** The browser's fetch (axios's 20 KB gzip bought nothing fetch lacks: it was a tenth of home's JavaScript). */
const fetchTransport: Transport = async ({ method = 'get', url, params, data, headers = {} }) => {
  const sendsBody = data !== undefined && method !== 'get';
  const body = sendsBody ? (typeof data === 'string' ? data : JSON.stringify(data)) : undefined;
  const sent: Record<string, string> = { Accept: 'application/json' };
  if (sendsBody && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) sent['Content-Type'] = 'application/json';
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), TIMEOUT_MS);
  try {
    const response = await fetch(withParams(url, params), {
      method: method.toUpperCase(),
      headers: { ...sent, ...headers },
      body,
      signal: abort.signal,
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON (a proxy's error page): kept as text */
    }
    return { status: response.status, data: parsed };
  } finally {
    clearTimeout(timer);
  }
};

/** How requests go out: tests put a fake server here (`http.transport = ...`), the rest of the client stays real. */
export const http: { transport: Transport } = { transport: fetchTransport };

/** The headers every request carries: the merchant, the language, and the member's token (the push stream's too). */
export function apiHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const device = deviceId();
  const headers: Record<string, string> = {
    Merchant: siteConfig.merchantCode,
    Language: toHeaderLanguage(i18n.language),
    ...(device ? { Device: device } : {}),
    ...extra,
  };
  const token = sessionStore.getState().session?.token;
  // api-conventions A2.2: the raw token, no "Bearer".
  if (token && !headers.Authorization) headers.Authorization = token;
  return headers;
}

function send(request: ApiRequest): Promise<ApiResponse> {
  return http.transport({ ...request, headers: apiHeaders(request.headers) });
}

/**
 * A file the API serves only with the session (a chat picture): read with the site's headers, never a token in the
 * URL, and shown through an object URL.
 */
export async function fetchBlob(url: string): Promise<Blob> {
  const response = await fetch(url, { headers: apiHeaders() });
  if (!response.ok) throw new ApiError('unknown.error', `HTTP ${response.status}`, response.status);
  return response.blob();
}

const isOk = (status: number) => status >= 200 && status < 300;

async function call<T>(request: ApiRequest, guestRetried = false): Promise<T> {
  let response: ApiResponse;
  try {
    response = await send(request);
  } catch (error) {
    throw new ApiError('network.offline', error instanceof Error ? error.message : '', 0);
  }
  const body = (response.data && typeof response.data === 'object' ? response.data : {}) as Envelope<T>;
  if (isOk(response.status) && body.success !== false) return body.value as T;
  const errorCode = body.errorCode ?? 'unknown.error';
  // api-conventions A4.3: a stale token answers 401 login.not.session; drop it and retry once as a guest.
  if (response.status === 401 && errorCode === 'login.not.session' && sessionStore.getState().session) {
    sessionStore.getState().signOut();
    if ((request.method ?? 'get') === 'get' && !guestRetried) return call<T>(request, true);
  }
  throw new ApiError(errorCode, body.message ?? (isOk(response.status) ? '' : `HTTP ${response.status}`), response.status, body.value);
}

/** The platform API (/wps/...): unwraps the envelope, throws ApiError on failure. */
export const api = {
  get: <T>(url: string, params?: Record<string, unknown>) => call<T>({ method: 'get', url, params }),
  post: <T>(url: string, data?: unknown, options?: { headers?: Record<string, string> }) =>
    call<T>({ ...options, method: 'post', url, data }),
  put: <T>(url: string, data?: unknown, options?: { headers?: Record<string, string> }) =>
    call<T>({ ...options, method: 'put', url, data }),
  delete: <T>(url: string, data?: unknown) => call<T>({ method: 'delete', url, data }),
};

/** The lottery gateway (/lgw/...) answers raw JSON without the envelope (api-conventions A1.2). */
export async function lgw<T>(request: ApiRequest): Promise<T> {
  let response: ApiResponse;
  try {
    response = await send(request);
  } catch (error) {
    throw new ApiError('network.offline', error instanceof Error ? error.message : '', 0);
  }
  if (isOk(response.status)) return response.data as T;
  const body = (response.data && typeof response.data === 'object' ? response.data : {}) as Envelope<unknown>;
  throw new ApiError(body.errorCode ?? 'unknown.error', body.message ?? `HTTP ${response.status}`, response.status);
}

/** The translated text for a failure, from the one error catalogue (namespace "errors"). */
export function errorText(error: unknown): string {
  const code = error instanceof ApiError ? error.errorCode : 'unknown.error';
  const key = `errors:${code}`;
  return i18n.exists(key) ? i18n.t(key) : error instanceof ApiError && error.message ? error.message : i18n.t('errors:unknown.error');
}
