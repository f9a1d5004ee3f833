import { one, type Queryable } from '../db/db';
import type { HistoryEntry, RegistryEntry } from '@site/shared/src/contracts/registry';

export async function listLiveRemotes(db: Queryable, merchantCode: string, channel: string): Promise<RegistryEntry[]> {
  // A channel (say, canary) overrides the default channel remote by remote.
  return db.query<RegistryEntry>(
    `SELECT DISTINCT ON (r.remote) r.remote AS name, r.version, v.manifest_url AS "manifestUrl"
       FROM remote_releases r JOIN remote_versions v ON v.remote = r.remote AND v.version = r.version
      WHERE r.merchant_code = $1 AND r.channel IN ($2, 'default')
      ORDER BY r.remote, (r.channel = $2) DESC`,
    [merchantCode, channel],
  );
}

export async function insertVersion(
  db: Queryable,
  remote: string,
  version: string,
  manifestUrl: string,
  contract: object,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO remote_versions (remote, version, manifest_url, contract) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING version`,
    [remote, version, manifestUrl, JSON.stringify(contract)],
  );
  return rows.length > 0;
}

export async function liveVersion(db: Queryable, merchantCode: string, channel: string, remote: string): Promise<string | null> {
  const row = await one<{ version: string }>(
    db,
    'SELECT version FROM remote_releases WHERE merchant_code = $1 AND channel = $2 AND remote = $3 FOR UPDATE',
    [merchantCode, channel, remote],
  );
  return row?.version ?? null;
}

export async function setLiveVersion(
  db: Queryable,
  release: {
    merchantCode: string;
    channel: string;
    remote: string;
    version: string;
    previous: string | null;
    action: string;
    actor: string;
    reason: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO remote_releases (merchant_code, channel, remote, version) VALUES ($1, $2, $3, $4)
     ON CONFLICT (merchant_code, channel, remote) DO UPDATE SET version = EXCLUDED.version, updated_at = now()`,
    [release.merchantCode, release.channel, release.remote, release.version],
  );
  await db.query(
    `INSERT INTO remote_history (merchant_code, channel, remote, version, previous_version, action, actor, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      release.merchantCode,
      release.channel,
      release.remote,
      release.version,
      release.previous,
      release.action,
      release.actor,
      release.reason,
    ],
  );
}

export async function listMerchantCodes(db: Queryable): Promise<string[]> {
  return (await db.query<{ code: string }>('SELECT code FROM merchants ORDER BY code')).map((r) => r.code);
}

export interface StoredVersion {
  version: string;
  manifestUrl: string;
  contract: { digest?: string; exposes?: string[]; shared?: unknown[] };
  publishedAt: string;
}

export async function findVersion(db: Queryable, remote: string, version: string): Promise<StoredVersion | null> {
  return one<StoredVersion>(
    db,
    `SELECT version, manifest_url AS "manifestUrl", contract, published_at AS "publishedAt" FROM remote_versions WHERE remote = $1 AND version = $2`,
    [remote, version],
  );
}

export async function listVersions(db: Queryable, remote: string, limit: number): Promise<StoredVersion[]> {
  return db.query<StoredVersion>(
    `SELECT version, manifest_url AS "manifestUrl", contract, published_at AS "publishedAt"
       FROM remote_versions WHERE remote = $1 ORDER BY published_at DESC, version LIMIT $2`,
    [remote, limit],
  );
}

export interface LivePointer {
  remote: string;
  merchant: string;
  channel: string;
  version: string;
  updatedAt: string;
}

export async function listLivePointers(db: Queryable, merchantCode: string | null, channel: string | null): Promise<LivePointer[]> {
  return db.query<LivePointer>(
    `SELECT remote, merchant_code AS merchant, channel, version, updated_at AS "updatedAt" FROM remote_releases
      WHERE ($1::text IS NULL OR merchant_code = $1) AND ($2::text IS NULL OR channel = $2)
      ORDER BY remote, merchant_code, channel`,
    [merchantCode, channel],
  );
}

/** Merchants where the remote has a live pointer on this channel (a rollback without a merchant acts on all of them). */
export async function merchantsWithRelease(db: Queryable, remote: string, channel: string): Promise<string[]> {
  const rows = await db.query<{ code: string }>(
    'SELECT merchant_code AS code FROM remote_releases WHERE remote = $1 AND channel = $2 ORDER BY merchant_code',
    [remote, channel],
  );
  return rows.map((r) => r.code);
}

export async function listHistory(
  db: Queryable,
  filter: { remote: string; merchantCode: string | null; channel: string | null; limit: number },
): Promise<HistoryEntry[]> {
  return db.query<HistoryEntry>(
    `SELECT id::int AS id, merchant_code AS merchant, channel, remote, version, previous_version AS "previousVersion", action, actor, reason, at
       FROM remote_history
      WHERE remote = $1 AND ($2::text IS NULL OR merchant_code = $2) AND ($3::text IS NULL OR channel = $3)
      ORDER BY id DESC LIMIT $4`,
    [filter.remote, filter.merchantCode, filter.channel, filter.limit],
  );
}

export async function merchantExists(db: Queryable, code: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM merchants WHERE code = $1', [code])).length > 0;
}

export async function insertFailure(
  db: Queryable,
  failure: { merchantCode: string; channel: string; remote: string; version: string; kind: string; message: string },
): Promise<void> {
  await db.query('INSERT INTO remote_failures (merchant_code, channel, remote, version, kind, message) VALUES ($1, $2, $3, $4, $5, $6)', [
    failure.merchantCode,
    failure.channel,
    failure.remote,
    failure.version,
    failure.kind,
    failure.message,
  ]);
}

/** Failures of one live version since it went live, within the last windowSeconds. */
export async function countRecentFailures(
  db: Queryable,
  filter: { merchantCode: string; channel: string; remote: string; version: string; since: string; windowSeconds: number },
): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM remote_failures
      WHERE merchant_code = $1 AND channel = $2 AND remote = $3 AND version = $4
        AND at >= $5::timestamptz AND at > now() - make_interval(secs => $6)`,
    [filter.merchantCode, filter.channel, filter.remote, filter.version, filter.since, filter.windowSeconds],
  );
  return row.count;
}

export async function releaseUpdatedAt(
  db: Queryable,
  merchantCode: string,
  channel: string,
  remote: string,
): Promise<{ version: string; updatedAt: string } | null> {
  return one<{ version: string; updatedAt: string }>(
    db,
    'SELECT version, updated_at AS "updatedAt" FROM remote_releases WHERE merchant_code = $1 AND channel = $2 AND remote = $3 FOR UPDATE',
    [merchantCode, channel, remote],
  );
}

export interface AutoRollbackSetting {
  enabled: boolean;
  threshold: number;
  windowSeconds: number;
}

export async function findAutoRollback(db: Queryable, merchantCode: string): Promise<AutoRollbackSetting | null> {
  return one<AutoRollbackSetting>(
    db,
    'SELECT enabled, threshold, window_seconds AS "windowSeconds" FROM remote_auto_rollback WHERE merchant_code = $1',
    [merchantCode],
  );
}

export async function saveAutoRollback(db: Queryable, merchantCode: string, setting: AutoRollbackSetting): Promise<void> {
  await db.query(
    `INSERT INTO remote_auto_rollback (merchant_code, enabled, threshold, window_seconds) VALUES ($1, $2, $3, $4)
     ON CONFLICT (merchant_code) DO UPDATE SET enabled = EXCLUDED.enabled, threshold = EXCLUDED.threshold,
       window_seconds = EXCLUDED.window_seconds, updated_at = now()`,
    [merchantCode, setting.enabled, setting.threshold, setting.windowSeconds],
  );
}
