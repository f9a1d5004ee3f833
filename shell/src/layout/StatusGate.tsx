import { useEffect, useState, type ReactNode } from 'react';
import { api, Spinner, type SystemStatus, systemStore, useSystemStatus, useTranslation } from '@site/shared';
import styles from './shell.module.css';

/** spec 2 ErrorIP: status 1. With the maintenance flag (second reading) it is the maintenance notice. */
function ErrorIP({ status }: { status: SystemStatus }) {
  const { t } = useTranslation('shell');
  const maintenance = status.maintenance;
  return (
    <main className={styles.gate} data-testid="status-screen" data-status="1">
      <div className={styles.gateIcon} aria-hidden="true">{maintenance ? '🛠' : '⛔'}</div>
      <h1>{t(maintenance ? 'maintenance_title' : 'ip_title')}</h1>
      <p>{t(maintenance ? 'maintenance_text' : 'ip_text')}</p>
      {!maintenance ? <p className={styles.gateIp}>IP: {status.location?.ip}</p> : null}
    </main>
  );
}

/** spec 2 ErrorService: status 2. With the region flag (second reading) it names the region block. */
function ErrorService({ status }: { status: SystemStatus }) {
  const { t } = useTranslation('shell');
  const region = status.regionRestriction;
  return (
    <main className={styles.gate} data-testid="status-screen" data-status="2">
      <div className={styles.gateIcon} aria-hidden="true">{region ? '🌐' : '⚠'}</div>
      <h1>{t(region ? 'region_title' : 'service_title')}</h1>
      <p>{t(region ? 'region_text' : 'service_text')}</p>
      {region ? <p className={styles.gateIp}>IP: {status.location?.ip}</p> : null}
    </main>
  );
}

/** spec 2: system status decides the shell; the cached status renders at once and is refreshed behind it. */
export function StatusGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus((s) => s.status);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // The HTML carried a fresh status (window.__BOOT__): no second request for it.
    if (window.__BOOT__?.status) return;
    api.get<SystemStatus>('/wps/system/status').then(
      (fresh) => systemStore.getState().setStatus(fresh),
      () => setFailed(true),
    );
  }, []);
  if (!status) {
    // First visit without a cached status: wait for it (an unreachable API is "service unavailable").
    return failed ? <ErrorService status={{ status: 2, maintenance: false, regionRestriction: false } as SystemStatus} /> : <Spinner />;
  }
  if (status.status === 1) return <ErrorIP status={status} />;
  if (status.status === 2) return <ErrorService status={status} />;
  return <>{children}</>;
}
