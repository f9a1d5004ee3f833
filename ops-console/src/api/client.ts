import { i18n, toHeaderLanguage } from '@site/shared/src/i18n/i18n';
import { useOperatorSession } from '../stores/operator-session.store';

/** A refused call: errorCode is one of the API's error keys (shared/src/api/error-keys.ts); value, the refusal's own (a sign-in's captcha). */
export class OpsApiError extends Error {
  constructor(
    readonly errorCode: string,
    message: string,
    readonly status: number,
    readonly value?: unknown,
  ) {
    super(message || errorCode);
    this.name = 'OpsApiError';
  }
}

/**
 * The operator API (/ops/...): the session token in `Authorization: Bearer`, the envelope unwrapped. A 401 ends the
 * session here too (it was revoked or has expired): the console goes back to its login.
 */
export async function opsCall<T>(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown): Promise<T> {
  const token = useOperatorSession.getState().session?.token;
  const headers: Record<string, string> = { Accept: 'application/json', Language: toHeaderLanguage(i18n.language) };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (error) {
    throw new OpsApiError('network.offline', error instanceof Error ? error.message : '', 0);
  }
  const envelope = (await response.json().catch(() => ({}))) as { success?: boolean; value?: T; errorCode?: string; message?: string };
  if (response.ok && envelope.success !== false) return envelope.value as T;
  if (response.status === 401 && token && url !== '/ops/session') useOperatorSession.getState().signOut();
  throw new OpsApiError(
    envelope.errorCode ?? 'unknown.error',
    envelope.message ?? `HTTP ${response.status}`,
    response.status,
    envelope.value,
  );
}

/** A file the operator API serves only with the session (a chat picture), as an object URL the caller revokes. */
export async function opsObjectUrl(url: string): Promise<string> {
  const token = useOperatorSession.getState().session?.token;
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new OpsApiError('chat.image.not.found', `HTTP ${response.status}`, response.status);
  return URL.createObjectURL(await response.blob());
}

/** The failure's text from the site's one error catalogue (namespace "errors"). */
export function errorText(error: unknown): string {
  const key = `errors:${error instanceof OpsApiError ? error.errorCode : 'unknown.error'}`;
  return i18n.exists(key) ? i18n.t(key) : i18n.t('errors:unknown.error');
}
