import { useMemo, useSyncExternalStore } from 'react';
import type { TFunction } from 'i18next';
import { i18n } from './i18n';

/**
 * React's view of the one i18n instance: a component re-renders when the language changes or a namespace's
 * texts arrive. This is all the site used of react-i18next (its bundle was ~9 KB gzip on every first load).
 */
let revision = 0;
const listeners = new Set<() => void>();
const bump = () => {
  revision++;
  listeners.forEach((listener) => listener());
};
i18n.on('languageChanged', bump);
i18n.store.on('added', bump);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const currentRevision = () => revision;

export interface Translation {
  /** Texts of the namespace (other namespaces as 'ns:key'); the same function until the texts change. */
  t: TFunction;
  i18n: typeof i18n;
}

export function useTranslation(namespace?: string): Translation {
  const rev = useSyncExternalStore(subscribe, currentRevision, currentRevision);
  // A new function per language/texts revision, so effects that depend on t re-run when the texts change.
  const t = useMemo(() => i18n.getFixedT(null, namespace ?? null) as TFunction, [rev, namespace]);
  return { t, i18n };
}
