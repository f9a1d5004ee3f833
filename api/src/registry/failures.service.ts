import type { Db } from '../db/db';
import { AppError } from '../http/errors';
import {
  countRecentFailures,
  findAutoRollback,
  insertFailure,
  merchantExists,
  releaseUpdatedAt,
  saveAutoRollback,
  type AutoRollbackSetting,
} from './registry.repository';
import { assertRemote, rollbackOne } from './release.service';
import type { PointerChange } from '@site/shared/src/contracts/registry';

/** Off by default; when on: this many failures of one version within the window roll it back. */
export const AUTO_ROLLBACK_DEFAULTS: AutoRollbackSetting = { enabled: false, threshold: 20, windowSeconds: 300 };
/** Reports per IP per minute (the route's limit): a broken remote on one phone must not flood the table. */
export const FAILURE_REPORTS_PER_MINUTE = 60;

/** Failure messages are diagnostics, not personal data: long tokens and e-mail addresses are cut out. */
export function scrubMessage(message: string): string {
  return message
    .replace(/[\w.+-]+@[\w-]+\.[\w.-]+/g, '<email>')
    .replace(/[A-Za-z0-9_-]{24,}/g, '<token>')
    .replace(/\?[^\s]*/g, '')
    .slice(0, 300);
}

export async function autoRollbackSetting(db: Db, merchantCode: string): Promise<AutoRollbackSetting & { merchant: string }> {
  if (!(await merchantExists(db, merchantCode))) throw new AppError('merchant.unknown', `unknown merchant ${merchantCode}`);
  return { merchant: merchantCode, ...((await findAutoRollback(db, merchantCode)) ?? AUTO_ROLLBACK_DEFAULTS) };
}

export async function updateAutoRollback(
  db: Db,
  merchantCode: string,
  change: Partial<AutoRollbackSetting>,
): Promise<AutoRollbackSetting & { merchant: string }> {
  const current = await autoRollbackSetting(db, merchantCode);
  const next: AutoRollbackSetting = {
    enabled: change.enabled ?? current.enabled,
    threshold: change.threshold ?? current.threshold,
    windowSeconds: change.windowSeconds ?? current.windowSeconds,
  };
  await saveAutoRollback(db, merchantCode, next);
  return { merchant: merchantCode, ...next };
}

export interface FailureReport {
  merchantCode: string;
  channel: string;
  remote: string;
  version: string;
  kind: 'load' | 'render';
  message: string;
}

/**
 * Stores one failure report; with the merchant's automatic rollback on, a live version that reached the
 * threshold within the window (counting only since it went live) is rolled back to its previous version.
 */
export async function recordFailure(db: Db, report: FailureReport): Promise<{ recorded: true; rolledBack: PointerChange | null }> {
  assertRemote(report.remote);
  if (!(await merchantExists(db, report.merchantCode))) throw new AppError('merchant.unknown', `unknown merchant ${report.merchantCode}`);
  await insertFailure(db, { ...report, message: scrubMessage(report.message) });

  const setting = await findAutoRollback(db, report.merchantCode);
  if (!setting?.enabled) return { recorded: true, rolledBack: null };
  const rolledBack = await db.transaction(async (tx) => {
    const release = await releaseUpdatedAt(tx, report.merchantCode, report.channel, report.remote);
    // Only the live version can be rolled back; reports from pages still on an older version do not count.
    if (!release || release.version !== report.version) return null;
    const failures = await countRecentFailures(tx, {
      merchantCode: report.merchantCode,
      channel: report.channel,
      remote: report.remote,
      version: report.version,
      since: release.updatedAt,
      windowSeconds: setting.windowSeconds,
    });
    if (failures < setting.threshold) return null;
    return rollbackOne(tx, {
      remote: report.remote,
      channel: report.channel,
      merchant: report.merchantCode,
      actor: 'auto-rollback',
      reason: `${failures} load/render failures of ${report.version} within ${setting.windowSeconds} s (threshold ${setting.threshold})`,
    });
  });
  return { recorded: true, rolledBack };
}
