import { ERROR_STATUS, type ErrorKey } from '@site/shared/src/api/error-keys';

/** A refusal with one of the catalogue's keys; the envelope carries errorCode and message. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly errorCode: ErrorKey,
    message?: string,
    status?: number,
    /** Extra data the client may act on (for example a captcha after a failed login). */
    readonly value?: unknown,
  ) {
    super(message ?? errorCode);
    this.status = status ?? ERROR_STATUS[errorCode] ?? 400;
  }
}

export const fail = (errorCode: ErrorKey, message?: string, status?: number, value?: unknown): never => {
  throw new AppError(errorCode, message, status, value);
};

/** 429 rate.limited, with the seconds until the limit lets a request through again (the Retry-After header). */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests, please wait and try again',
  ) {
    super('rate.limited', message, 429);
  }
}

/** 503 system.busy with the seconds to wait (Retry-After), for a request refused before any work was done. */
export class BusyError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'The system is busy, try again shortly',
  ) {
    super('system.busy', message, 503);
  }
}
