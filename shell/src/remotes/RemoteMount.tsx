import { Component, startTransition, useCallback, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { languageReady, RetryPanel, Spinner, useTranslation, type RemoteName } from '@site/shared';
import { loadExposed, loadRegistry, onRegistryChange, refreshRegistry, remoteLoadKey, remoteVersion } from './registry';
import { reportRemoteFailure } from './telemetry';

type Loaded = { default: ComponentType<Record<string, unknown>> };

const cache = new Map<string, Promise<Loaded>>();
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
      await new Promise((r) => setTimeout(r, 300 * (attempt + 1)));
    }
  }
  throw lastError;
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
    for (const old of cache.keys()) if (old.startsWith(`${remote}@`) && old.endsWith(`/${expose}`)) cache.delete(old);
    pending = loadWithRetry(remote, expose);
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  const { default: Screen } = await pending;
  // The remote registered its texts when it loaded; a language other than TH arrives in its own chunk.
  await languageReady();
  return { default: Screen, version };
}

/** Warm a remote before it is needed (idle time, a touch on a nav item). Failures are ignored here. */
export function preloadRemote(remote: RemoteName, expose = './App'): void {
  loadRemoteModule(remote, expose).catch(() => undefined);
}

class RenderBoundary extends Component<{ remote: RemoteName; fallback: (retry: () => void) => ReactNode; children: ReactNode }, { failed: boolean }> {
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
  /** Shown while loading; defaults to the spec's spinner. */
  loading?: ReactNode;
}

/**
 * Mounts one exposed remote module inside its own boundary: loading spinner, retry on failure,
 * error boundary on render. A failing remote never takes the header, footer or other remotes down.
 */
export function RemoteMount({ remote, expose, props, loading }: RemoteMountProps) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<{ key: string; version?: string; Screen?: Loaded['default']; failed?: boolean }>({ key: '' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => onRegistryChange(() => setAttempt((a) => a + 1)), []);

  useEffect(() => {
    let alive = true;
    const key = `${remote}/${expose}#${attempt}`;
    loadRemoteModule(remote, expose).then(
      // A transition: React renders the remote's screen in slices, so mounting it is never one long task.
      (module) => alive && startTransition(() => setState({ key, version: module.version, Screen: module.default })),
      (error) => {
        if (!alive) return;
        reportRemoteFailure(remote, 'load', error);
        setState({ key, failed: true });
      },
    );
    return () => {
      alive = false;
    };
  }, [remote, expose, attempt]);

  const retry = useCallback(() => {
    setState({ key: '' });
    // The registry may have moved on (a rollback, perhaps automatic): retry with the live version.
    void refreshRegistry().finally(() => setAttempt((a) => a + 1));
  }, []);

  const fallback = (again: () => void) => (
    <RetryPanel message={t('section_unavailable')} retryLabel={t('retry')} onRetry={() => { again(); retry(); }} />
  );

  if (state.failed) return <div data-remote={remote} data-state="failed">{fallback(() => undefined)}</div>;
  if (!state.Screen) return <div data-remote={remote} data-state="loading">{loading ?? <Spinner />}</div>;
  const Screen = state.Screen;
  return (
    // data-version: which published version is on screen (ops and the e2e tests read it).
    <div data-remote={remote} data-state="ready" data-version={state.version} style={{ display: 'contents' }}>
      <RenderBoundary remote={remote} fallback={fallback}>
        <Screen {...props} />
      </RenderBoundary>
    </div>
  );
}
