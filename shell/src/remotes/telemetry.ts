import { bus, siteConfig, type FailureReport, type RemoteName } from '@site/shared';
import { remoteChannel, remoteVersion } from './registry';

export type FailureKind = FailureReport['kind'];

/**
 * A remote failed: log it, tell the bus, and report it to the API (remote, version, kind, no personal data).
 * sendBeacon survives navigation and never blocks the page.
 */
export function reportRemoteFailure(remote: RemoteName, kind: FailureKind, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[remote] ${remote} ${kind} failed: ${message}`);
  bus.emit('remote:failed', { remote, stage: kind, message });
  const report: FailureReport = {
    remote,
    version: remoteVersion(remote) ?? 'unknown',
    kind,
    message: message.slice(0, 300),
    merchant: siteConfig.merchantCode,
    channel: remoteChannel(),
  };
  const body = JSON.stringify(report);
  try {
    const blob = new Blob([body], { type: 'application/json' });
    if (!navigator.sendBeacon?.('/wps/system/remotes/failures', blob)) {
      void fetch('/wps/system/remotes/failures', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json', Merchant: siteConfig.merchantCode },
        keepalive: true,
      });
    }
  } catch {
    /* reporting is best effort */
  }
}
