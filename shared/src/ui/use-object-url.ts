import { useEffect, useState } from 'react';

/**
 * A file read with a session (a chat picture: never a token in its URL) as an object URL for an <img>, released when
 * the source changes or the component goes. `load` turns `source` into an object URL (pass a module-level function, so
 * it stays the same between renders); null while it loads or failed.
 */
export function useObjectUrl(source: string | null, load: (source: string) => Promise<string>): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!source) return;
    let live = true;
    let made: string | null = null;
    load(source).then(
      (value) => {
        made = value;
        if (live) setObjectUrl(value);
        else URL.revokeObjectURL(value);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [source, load]);
  return objectUrl;
}
