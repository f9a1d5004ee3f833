import { useEffect, useState } from 'react';
import { loadSanitizer, type Sanitize } from '../content/safe-html';

/** Operator HTML, rendered once the sanitizer has made it inert (empty until then). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const [sanitize, setSanitize] = useState<Sanitize | null>(null);
  useEffect(() => {
    let live = true;
    loadSanitizer().then(
      (ready) => live && setSanitize(() => ready),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!sanitize) return <div className={className} aria-busy="true" />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}
