import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { i18n } from './i18n';

/**
 * React's view of the one i18n instance: a component re-renders when the language changes or texts of its
 * namespace arrive. This is all the site used of react-i18next (its bundle was ~9 KB gzip on every first load).
 *
 * Texts arriving for one namespace re-render only that namespace's components (and, for the namespaces every
 * screen reads through 'ns:key', all of them): a remote that registers its texts as it loads must not
 * re-render the whole site, synchronously, as a store change would (useSyncExternalStore renders are not sliced).
 */
let languageRevision = 0;
const namespaceRevisions = new Map<string, number>();
/** Namespaces read from any other namespace's components ('common:key', 'errors:key'). */
const READ_EVERYWHERE = ['common', 'errors'];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
i18n.on('languageChanged', () => {
  languageRevision++;
  notify();
});
i18n.store.on('added', (_language: string, namespace: string) => {
  namespaceRevisions.set(namespace, (namespaceRevisions.get(namespace) ?? 0) + 1);
  notify();
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What a component of this namespace shows changes exactly when this value does. */
function revisionOf(namespace: string): string {
  return [languageRevision, ...[namespace, ...READ_EVERYWHERE].map((ns) => namespaceRevisions.get(ns) ?? 0)].join(':');
}

export interface Translation {
  /** Texts of the namespace (other namespaces as 'ns:key'); the same function until the texts change. */
  t: TFunction;
  i18n: typeof i18n;
}

export function useTranslation(namespace?: string): Translation {
  const revision = useCallback(() => revisionOf(namespace ?? 'common'), [namespace]);
  const rev = useSyncExternalStore(subscribe, revision, revision);
  // A new function per language/texts revision, so effects that depend on t re-run when the texts change.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- rev is the point: a new t when the texts change
  const t = useMemo(() => i18n.getFixedT(null, namespace ?? null) as TFunction, [rev, namespace]);
  return { t, i18n };
}
