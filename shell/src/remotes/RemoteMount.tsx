import { Component, startTransition, useCallback, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { languageReady, RetryPanel, Spinner, useTranslation, type RemoteName } from '@site/shared';
import { loadExposed, loadRegistry, onRegistryChange, refreshRegistry, remoteLoadKey, remoteVersion } from './registry';
import { reportRemoteFailure } from './telemetry';
import { isOffline, onReconnect } from './connection';
import styles from '../layout/shell.module.css';

type Loaded = { default: ComponentType<Record<string, unknown>> };

const cache = new Map<string, Promise<Loaded>>();
/** The modules whose load has completed, by the same key: a screen of a remote already loaded shows at once. */
const ready = new Map<string, Loaded & { version?: string }>();
const AUTO_RETRIES = 2;

function cacheKey(remote: RemoteName, expose: string) {
  return `${remote}@${remoteLoadKey(remote)}/${expose}`;
}

async function loadWithRetry(remote: RemoteName, expose: string): Promise<Loaded> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= AUTO_RETRIES; attempt++) {
    try {
      return await loadExposed<Loaded>(remote, expose);
    } catch (error) {
      lastError = error;
      // Offline, another try now fails the same way: the mount waits for the connection instead.
      if (navigator.onLine === false) break;
      await new Promise((r) => setTimeout(r, 300 * (attempt + 1)));
    }
  }
  throw lastError;
}

/** Longest wait for a remote's stylesheet: a link that failed before it was watched never fires again. */
const STYLESHEET_WAIT_MS = 3000;

/**
 * Waits until every stylesheet of the remote in the document has loaded. The federation runtime adds an exposed
 * module's stylesheets itself, and the module's own CSS loading then takes the link as loaded and resolves at once:
 * on a busy phone the screen rendered a frame before its styles and moved when they came.
 */
function remoteStylesheets(remote: RemoteName): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (link) => link.href.includes(`/remotes/${remote}/`) && !link.sheet,
  );
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          setTimeout(resolve, STYLESHEET_WAIT_MS);
        }),
    ),
  );
}

/**
 * Loads a remote module once per registration (version); a failed load is forgotten so a retry starts
 * afresh. Waits for the registry first, so the version it answers with is the one it loaded.
 */
export async function loadRemoteModule(remote: RemoteName, expose: string): Promise<Loaded & { version?: string }> {
  await loadRegistry().catch(() => undefined);
  const key = cacheKey(remote, expose);
  const version = remoteVersion(remote);
  let pending = cache.get(key);
  if (!pending) {
    // An older registration's module is never used again (a new version, or a rollback that loads afresh).
    for (const old of cache.keys()) {
      if (old.startsWith(`${remote}@`) && old.endsWith(`/${expose}`)) {
        cache.delete(old);
        ready.delete(old);
      }
    }
    pending = loadWithRetry(remote, expose);
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  const { default: Screen } = await pending;
  await remoteStylesheets(remote);
  // The remote registered its texts when it loaded; a language other than TH arrives in its own chunk.
  await languageReady();
  const module = { default: Screen, version };
  if (cache.get(key) === pending) ready.set(key, module);
  return module;
}

/** The module if its load has completed for the live version, else undefined (it has to be loaded). */
function loadedModule(remote: RemoteName, expose: string): (Loaded & { version?: string }) | undefined {
  return ready.get(cacheKey(remote, expose));
}

/** Warm a remote before it is needed (idle time, a touch on a nav item). Failures are ignored here. */
export function preloadRemote(remote: RemoteName, expose = './App'): void {
  loadRemoteModule(remote, expose).catch(() => undefined);
}

class RenderBoundary extends Component<
  { remote: RemoteName; fallback: (retry: () => void) => ReactNode; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    reportRemoteFailure(this.props.remote, 'render', error);
    console.error(info.componentStack);
  }
  render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}

interface RemoteMountProps {
  remote: RemoteName;
  expose: string;
  props?: Record<string, unknown>;
  /** Shown while loading; defaults to the product rules' spinner. */
  loading?: ReactNode;
}

/**
 * Mounts one exposed remote module inside its own boundary: loading spinner, retry on failure,
 * error boundary on render. A failing remote never takes the header, footer or other remotes down.
 */
interface MountState {
  /** The remote and expose this state is for. */
  of: string;
  version?: string;
  Screen?: Loaded['default'];
  failed?: boolean;
  /** The load failed because the phone is offline: it says so, and loads again by itself when the connection returns. */
  offline?: boolean;
}

/** In place of a section that cannot load offline (issue 29): no spinner and no retry button, it retries by itself. */
function OfflineNotice() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.offline} role="status" aria-live="polite" data-testid="remote-offline">
      <svg
        width="40"
        height="40"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M12 19h.01M3 3l18 18" />
      </svg>
      <p className={styles.offlineTitle}>{t('offline_title')}</p>
      <p>{t('offline_text')}</p>
    </div>
  );
}

function initialState(remote: RemoteName, expose: string): MountState {
  const module = loadedModule(remote, expose);
  return { of: `${remote}/${expose}`, version: module?.version, Screen: module?.default };
}

export function RemoteMount({ remote, expose, props, loading }: RemoteMountProps) {
  const { t } = useTranslation('common');
  const [held, setState] = useState<MountState>(() => initialState(remote, expose));
  const [attempt, setAttempt] = useState(0);
  // The router reuses this mount when the route moves to another remote's path. The screen it holds is then the old
  // remote's, which must never render with the new path (it does not own it): the new remote's screen shows instead,
  // at once if it is loaded, else the loading state until it is.
  const of = `${remote}/${expose}`;
  const state = held.of === of ? held : initialState(remote, expose);

  useEffect(() => onRegistryChange(() => setAttempt((a) => a + 1)), []);

  useEffect(() => {
    let alive = true;
    const of = `${remote}/${expose}`;
    loadRemoteModule(remote, expose).then(
      // A transition: React renders the remote's screen in slices, so mounting it is never one long task.
      (module) => alive && startTransition(() => setState({ of, version: module.version, Screen: module.default })),
      async (error) => {
        // An offline phone is not the remote's failure: not reported (the reports drive automatic rollbacks).
        const offline = await isOffline();
        if (!alive) return;
        if (!offline) reportRemoteFailure(remote, 'load', error);
        setState({ of, failed: true, offline });
      },
    );
    return () => {
      alive = false;
    };
  }, [remote, expose, attempt]);

  // Offline: the notice stays while the load is tried again at each sign of the connection returning.
  const waitingForNetwork = state.failed && state.offline;
  useEffect(() => {
    if (!waitingForNetwork) return;
    return onReconnect(() => void refreshRegistry().finally(() => setAttempt((a) => a + 1)));
  }, [waitingForNetwork]);

  const retry = useCallback(() => {
    setState({ of: `${remote}/${expose}` });
    // The registry may have moved on (a rollback, perhaps automatic): retry with the live version.
    void refreshRegistry().finally(() => setAttempt((a) => a + 1));
  }, [remote, expose]);

  const fallback = (again: () => void) => (
    <RetryPanel
      message={t('section_unavailable')}
      retryLabel={t('retry')}
      onRetry={() => {
        again();
        retry();
      }}
    />
  );

  if (state.failed && state.offline)
    return (
      <div data-remote={remote} data-state="offline">
        <OfflineNotice />
      </div>
    );
  if (state.failed)
    return (
      <div data-remote={remote} data-state="failed">
        {fallback(() => undefined)}
      </div>
    );
  if (!state.Screen)
    return (
      <div data-remote={remote} data-state="loading">
        {loading ?? <Spinner />}
      </div>
    );
  const Screen = state.Screen;
  return (
    // data-version: which published version is on screen (ops and the e2e tests read it).
    <div data-remote={remote} data-state="ready" data-version={state.version} style={{ display: 'contents' }}>
      <RenderBoundary key={of} remote={remote} fallback={fallback}>
        <Screen {...props} />
      </RenderBoundary>
    </div>
  );
}
