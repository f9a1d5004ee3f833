import { Type, type Static } from '@sinclair/typebox';
import type { RemoteName } from '../contract/remotes';
import { StringEnum } from './envelope';

/**
 * The remote registry (/wps/system/remotes and the operator API /ops/registry/...): which version of each remote
 * is live per merchant and channel; going live or rolling back moves a pointer (engineering-habits H5).
 */
const CHANNEL_PATTERN = '^[a-z0-9-]{1,32}$';
export const Channel = Type.String({ pattern: CHANNEL_PATTERN });
const merchant = Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' });
/** A published version's name. */
export const VERSION_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$';
const version = Type.String({ pattern: VERSION_PATTERN });
const reason = Type.String({ maxLength: 300 });
const dateTime = Type.String({ format: 'date-time' });
/** One of the six remotes (shared/src/contract/remotes.ts); text on the wire. */
const remoteName = Type.Unsafe<RemoteName>(Type.String());

/** One remote's live version as the shell reads it at start-up. */
export const RegistryEntry = Type.Object({ name: remoteName, version: Type.String(), manifestUrl: Type.String() });
export type RegistryEntry = Static<typeof RegistryEntry>;
export const RemoteRegistry = Type.Object({ remotes: Type.Array(RegistryEntry) });
export type RemoteRegistry = Static<typeof RemoteRegistry>;
export const RegistryQuery = Type.Object({ channel: Type.String({ pattern: CHANNEL_PATTERN, default: 'default' }) });
export type RegistryQuery = Static<typeof RegistryQuery>;

/** POST /wps/system/remotes/failures: a remote that failed to load or threw while rendering (no personal data). */
export const FailureReport = Type.Object({
  remote: Type.String({ maxLength: 40 }),
  version: Type.String({ maxLength: 64 }),
  kind: StringEnum(['load', 'render']),
  message: Type.Optional(Type.String({ maxLength: 2000 })),
  merchant: Type.Optional(merchant),
  channel: Type.Optional(Channel),
});
export type FailureReport = Static<typeof FailureReport>;

/** A live pointer moved: where, to which version, from which. */
export const PointerChange = Type.Object({
  merchant: Type.String(),
  channel: Type.String(),
  remote: Type.String(),
  version: Type.String(),
  previousVersion: Type.Union([Type.String(), Type.Null()]),
});
export type PointerChange = Static<typeof PointerChange>;
export const FailureRecorded = Type.Object({ recorded: Type.Literal(true), rolledBack: Type.Union([PointerChange, Type.Null()]) });
export type FailureRecorded = Static<typeof FailureRecorded>;

/** GET /ops/registry/remotes?merchant=&channel=: every remote with its recent versions and where each is live. */
export const RegistryFilter = Type.Object({ merchant: Type.Optional(merchant), channel: Type.Optional(Channel) });
export type RegistryFilter = Static<typeof RegistryFilter>;
export const RegistryOverview = Type.Object({
  remotes: Type.Array(
    Type.Object({
      name: Type.String(),
      live: Type.Array(Type.Object({ merchant: Type.String(), channel: Type.String(), version: Type.String(), updatedAt: dateTime })),
      versions: Type.Array(Type.Object({ version: Type.String(), manifestUrl: Type.String(), publishedAt: dateTime })),
    }),
  ),
});
export type RegistryOverview = Static<typeof RegistryOverview>;

export const RemoteParams = Type.Object({ remote: Type.String({ maxLength: 40 }) });
export type RemoteParams = Static<typeof RemoteParams>;

/** POST /ops/registry/remotes/:remote/versions: a build as {files: {relative path: base64}}, optionally made live. */
export const PublishBody = Type.Object({
  files: Type.Record(Type.String(), Type.String(), { minProperties: 1 }),
  version: Type.Optional(version),
  activate: Type.Boolean({ default: false }),
  merchant: Type.Optional(merchant),
  channel: Type.Optional(Channel),
  reason: Type.Optional(reason),
});
export type PublishBody = Static<typeof PublishBody>;
/** created is false when this exact build was published before (publishing is idempotent); activated names the merchants. */
export const Published = Type.Object({
  remote: Type.String(),
  version: Type.String(),
  manifestUrl: Type.String(),
  created: Type.Boolean(),
  activated: Type.Array(Type.String()),
});
export type Published = Static<typeof Published>;

export const ActivateBody = Type.Object({
  version,
  merchant: Type.Optional(merchant),
  channel: Type.Optional(Channel),
  reason: Type.Optional(reason),
});
export type ActivateBody = Static<typeof ActivateBody>;
/** Back to the previous version, or to the version named in `to`. */
export const RollbackBody = Type.Object({
  to: Type.Optional(version),
  merchant: Type.Optional(merchant),
  channel: Type.Optional(Channel),
  reason: Type.Optional(reason),
});
export type RollbackBody = Static<typeof RollbackBody>;
export const PointerChanges = Type.Object({ changes: Type.Array(PointerChange) });
export type PointerChanges = Static<typeof PointerChanges>;

export const HistoryQuery = Type.Object({
  merchant: Type.Optional(merchant),
  channel: Type.Optional(Channel),
  limit: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
});
export type HistoryQuery = Static<typeof HistoryQuery>;
export const HistoryEntry = Type.Object({
  id: Type.Integer(),
  merchant: Type.String(),
  channel: Type.String(),
  remote: Type.String(),
  version: Type.String(),
  previousVersion: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  actor: Type.String(),
  reason: Type.String(),
  at: dateTime,
});
export type HistoryEntry = Static<typeof HistoryEntry>;
export const RemoteHistory = Type.Object({ history: Type.Array(HistoryEntry) });
export type RemoteHistory = Static<typeof RemoteHistory>;

/** A merchant's automatic rollback of a remote version that keeps failing (off by default). */
export const AutoRollback = Type.Object({
  merchant: Type.String(),
  enabled: Type.Boolean(),
  threshold: Type.Integer(),
  windowSeconds: Type.Integer(),
});
export type AutoRollback = Static<typeof AutoRollback>;
export const AutoRollbackQuery = Type.Object({ merchant });
export type AutoRollbackQuery = Static<typeof AutoRollbackQuery>;
export const AutoRollbackChange = Type.Object({
  merchant,
  enabled: Type.Boolean(),
  threshold: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  windowSeconds: Type.Optional(Type.Integer({ minimum: 10, maximum: 86400 })),
});
export type AutoRollbackChange = Static<typeof AutoRollbackChange>;
