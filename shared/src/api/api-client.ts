import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
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

// The API authenticates by header (API-NOTES), never by cookie: no XSRF cookie to look up on every request.
export const http = axios.create({ timeout: 15000, withXSRFToken: false });

http.interceptors.request.use((config) => {
  config.headers.set('Merchant', siteConfig.merchantCode);
  config.headers.set('Language', toHeaderLanguage(i18n.language));
  const device = deviceId();
  if (device) config.headers.set('Device', device);
  const token = sessionStore.getState().session?.token;
  // API-NOTES: the raw token, no "Bearer".
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', token);
  return config;
});

type GuestRetry = AxiosRequestConfig & { guestRetried?: boolean };

async function call<T>(config: AxiosRequestConfig): Promise<T> {
  try {
    const response = await http.request<Envelope<T>>(config);
    const body = response.data;
    if (body && body.success === false) {
      throw new ApiError(body.errorCode ?? 'unknown.error', body.message ?? '', response.status, body.value);
    }
    return body.value as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const axiosError = error as AxiosError<Envelope<T>>;
    const body = axiosError.response?.data;
    const status = axiosError.response?.status ?? 0;
    const errorCode = body?.errorCode ?? (status === 0 ? 'network.offline' : 'unknown.error');
    // API-NOTES: a stale token answers 401 login.not.session; drop it and retry once as a guest.
    if (status === 401 && errorCode === 'login.not.session' && sessionStore.getState().session) {
      sessionStore.getState().signOut();
      const retry = config as GuestRetry;
      if ((config.method ?? 'get').toLowerCase() === 'get' && !retry.guestRetried) {
        return call<T>({ ...config, guestRetried: true } as GuestRetry);
      }
    }
    throw new ApiError(errorCode, body?.message ?? axiosError.message, status, body?.value);
  }
}

/** The platform API (/wps/...): unwraps the envelope, throws ApiError on failure. */
export const api = {
  get: <T>(url: string, params?: Record<string, unknown>) => call<T>({ method: 'get', url, params }),
  post: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) => call<T>({ ...config, method: 'post', url, data }),
  put: <T>(url: string, data?: unknown, config?: AxiosRequestConfig) => call<T>({ ...config, method: 'put', url, data }),
  delete: <T>(url: string, data?: unknown) => call<T>({ method: 'delete', url, data }),
};

/** The lottery gateway (/lgw/...) answers raw JSON without the envelope (API-NOTES). */
export async function lgw<T>(config: AxiosRequestConfig): Promise<T> {
  try {
    return (await http.request<T>(config)).data;
  } catch (error) {
    const axiosError = error as AxiosError<Envelope<unknown>>;
    const body = axiosError.response?.data;
    throw new ApiError(body?.errorCode ?? 'unknown.error', body?.message ?? axiosError.message, axiosError.response?.status ?? 0);
  }
}

/** The translated text for a failure, from the one error catalogue (namespace "errors"). */
export function errorText(error: unknown): string {
  const code = error instanceof ApiError ? error.errorCode : 'unknown.error';
  const key = `errors:${code}`;
  return i18n.exists(key) ? i18n.t(key) : error instanceof ApiError && error.message ? error.message : i18n.t('errors:unknown.error');
}
