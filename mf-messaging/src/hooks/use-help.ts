import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { debounce, useTranslation } from '@site/shared';
import { fetchHelp } from '../api/messaging.api';
import { NS } from '../i18n';

/** product-rules 9: the help is read again 200 ms after a language change. */
const RELOAD_MS = 200;

/**
 * The help topics in the player's language (null while loading; failed when they could not be read). The key is not a
 * 'content' one: that root is refetched at once on a language change, and the help waits its 200 ms.
 */
export function useHelpTopics() {
  const { i18n } = useTranslation(NS);
  const [lang, setLang] = useState(i18n.language);
  useEffect(() => {
    const follow = debounce((next: string) => setLang(next), RELOAD_MS);
    i18n.on('languageChanged', follow);
    return () => {
      follow.cancel();
      i18n.off('languageChanged', follow);
    };
  }, [i18n]);
  const query = useQuery({ queryKey: ['help', lang], queryFn: () => fetchHelp(lang) });
  return { topics: query.data ?? null, failed: query.isError };
}
