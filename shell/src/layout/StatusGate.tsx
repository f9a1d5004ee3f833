import { useEffect, useState, type ReactNode } from 'react';
import { api, ApiError, errorText, Spinner, type SystemStatus, systemStore, useSystemStatus, useTranslation } from '@site/shared';
import styles from './shell.module.css';

/** product-rules 2 ErrorIP: status 1. With the maintenance flag (second reading) it is the maintenance notice. */
function ErrorIP({ status }: { status: SystemStatus }) {
  const { t } = useTranslation('shell');
  const maintenance = status.maintenance;
  return (
    <main className={styles.gate} data-testid="status-screen" data-status="1">
      <div className={styles.gateIcon} aria-hidden="true">
        {maintenance ? '🛠' : '⛔'}
      </div>
      <h1>{t(maintenance ? 'maintenance_title' : 'ip_title')}</h1>
      <p>{t(maintenance ? 'maintenance_text' : 'ip_text')}</p>
      {!maintenance ? <p className={styles.gateIp}>IP: {status.location?.ip}</p> : null}
    </main>
  );
}

/** product-rules 2 ErrorService: status 2. With the region flag (second reading) it names the region block. */
function ErrorService({ status }: { status: SystemStatus }) {
  const { t } = useTranslation('shell');
  const region = status.regionRestriction;
  return (
    <main className={styles.gate} data-testid="status-screen" data-status="2">
      <div className={styles.gateIcon} aria-hidden="true">
        {region ? '🌐' : '⚠'}
      </div>
      <h1>{t(region ? 'region_title' : 'service_title')}</h1>
      <p>{t(region ? 'region_text' : 'service_text')}</p>
      {region ? <p className={styles.gateIp}>IP: {status.location?.ip}</p> : null}
    </main>
  );
}

/** How often a first visit that could not read the status asks again (a database restart takes seconds). */
const STATUS_RETRY_MS = 5000;
/** A busy API (system.busy: its database up, its connections all in use) is asked again sooner: it is not down. */
const BUSY_RETRY_MS = 2000;

const isBusy = (error: unknown) => error instanceof ApiError && error.errorCode === 'system.busy';

/** The status could not be read because the API is busy: not the outage screen, a short wait that retries. */
function Busy() {
  const { t } = useTranslation('shell');
  return (
    <main className={styles.gate} data-testid="status-busy" aria-busy="true">
      <Spinner />
      <h1>{t('busy_title')}</h1>
      <p>{t('status_retrying')}</p>
    </main>
  );
}

/**
 * The status could not be read (the API or its database is away): the service screen says why, in the
 * player's language (errors:system.database.unavailable, network.offline, ...), and the gate keeps asking.
 */
function Unreachable({ error }: { error: unknown }) {
  const { t } = useTranslation('shell');
  return (
    <main
      className={styles.gate}
      data-testid="status-screen"
      data-status="2"
      data-error={error instanceof ApiError ? error.errorCode : 'unknown.error'}
    >
      <div className={styles.gateIcon} aria-hidden="true">
        ⚠
      </div>
      <h1>{t('service_title')}</h1>
      <p>{errorText(error)}</p>
      <p className={styles.gateRetry} data-testid="status-retrying">
        {t('status_retrying')}
      </p>
    </main>
  );
}

/** product-rules 2: system status decides the shell; the cached status renders at once and is refreshed behind it. */
export function StatusGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus((s) => s.status);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    // The HTML carried a fresh status (window.__BOOT__): no second request for it.
    if (window.__BOOT__?.status) return;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const load = () =>
      api.get<SystemStatus>('/wps/system/status').then(
        (fresh) => {
          if (stopped) return;
          setFailure(null);
          systemStore.getState().setStatus(fresh);
        },
        (error: unknown) => {
          if (stopped) return;
          setFailure(error);
          // With a cached status the site is already shown; without one, ask again until the API answers.
          if (!systemStore.getState().status) retry = setTimeout(load, isBusy(error) ? BUSY_RETRY_MS : STATUS_RETRY_MS);
        },
      );
    load();
    return () => {
      stopped = true;
      clearTimeout(retry);
    };
  }, []);
  if (!status) {
    // First visit without a cached status: wait for it, or say why it cannot be read (busy is not an outage).
    if (!failure) return <Spinner />;
    return isBusy(failure) ? <Busy /> : <Unreachable error={failure} />;
  }
  if (status.status === 1) return <ErrorIP status={status} />;
  if (status.status === 2) return <ErrorService status={status} />;
  return <>{children}</>;
}
