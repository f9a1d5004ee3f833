import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * The response envelope of every platform API call (docs/api-conventions.md A1): `{success: true, value}` or
 * `{success: false, errorCode, message}`. The schemas here are the single description the API validates and
 * serialises with and the remotes take their types from (`import type` only: no TypeBox code reaches a bundle).
 */
export const Envelope = <T extends TSchema>(value: T) => Type.Object({ success: Type.Literal(true), value });

/** A refusal: an error key of shared/src/api/error-keys.ts, a message, sometimes data the client acts on (a captcha). */
export const ErrorEnvelope = Type.Object(
  {
    success: Type.Literal(false),
    errorCode: Type.String(),
    message: Type.String(),
    value: Type.Optional(Type.Unknown()),
  },
  { $id: 'ErrorEnvelope' },
);
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/** One page of a list (A13.3): the rows, the page number asked for, the page count and the row count. */
export const Page = <T extends TSchema>(item: T) =>
  Type.Object({ content: Type.Array(item), pageNum: Type.Integer(), totalPages: Type.Integer(), totalCount: Type.Integer() });
export type Page<T> = { content: T[]; pageNum: number; totalPages: number; totalCount: number };

/** The query of a paged list: page numbers from 1, at most 50 rows a page. */
export const PageQuery = Type.Object({
  pageNo: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
});

/** A value or null (a column the database may leave empty). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A calendar day as the API takes it (YYYY-MM-DD). */
export const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** A database id in a path or body. */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

/** The bytes of a file (an image) a route sends as they are, not as JSON. */
export const FileBytes = Type.Unsafe<Uint8Array | string>({ type: 'string', format: 'binary' });

/** A route that sends a file: its bytes on success, the error envelope otherwise. */
export const FileAnswer = { 200: FileBytes, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };

/** One of a few strings, as a JSON Schema enum (the refusal names the allowed values; /docs lists them). */
export const StringEnum = <const T extends string>(values: readonly T[], options: { default?: T; description?: string } = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });
