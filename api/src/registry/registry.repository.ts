import { one, type Queryable } from '../db/db';

export interface RemoteRelease {
  name: string;
  version: string;
  manifestUrl: string;
}

export async function listLiveRemotes(db: Queryable, merchantCode: string, channel: string): Promise<RemoteRelease[]> {
  // A channel (say, canary) overrides the default channel remote by remote.
  return db.query<RemoteRelease>(
    `SELECT DISTINCT ON (r.remote) r.remote AS name, r.version, v.manifest_url AS "manifestUrl"
       FROM remote_releases r JOIN remote_versions v ON v.remote = r.remote AND v.version = r.version
      WHERE r.merchant_code = $1 AND r.channel IN ($2, 'default')
      ORDER BY r.remote, (r.channel = $2) DESC`,
    [merchantCode, channel],
  );
}

export async function insertVersion(db: Queryable, remote: string, version: string, manifestUrl: string, contract: object): Promise<boolean> {
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
  release: { merchantCode: string; channel: string; remote: string; version: string; previous: string | null; action: string; actor: string; reason: string },
): Promise<void> {
  await db.query(
    `INSERT INTO remote_releases (merchant_code, channel, remote, version) VALUES ($1, $2, $3, $4)
     ON CONFLICT (merchant_code, channel, remote) DO UPDATE SET version = EXCLUDED.version, updated_at = now()`,
    [release.merchantCode, release.channel, release.remote, release.version],
  );
  await db.query(
    `INSERT INTO remote_history (merchant_code, channel, remote, version, previous_version, action, actor, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [release.merchantCode, release.channel, release.remote, release.version, release.previous, release.action, release.actor, release.reason],
  );
}

export async function listMerchantCodes(db: Queryable): Promise<string[]> {
  return (await db.query<{ code: string }>('SELECT code FROM merchants ORDER BY code')).map((r) => r.code);
}
