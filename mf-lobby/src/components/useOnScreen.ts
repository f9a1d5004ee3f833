import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is in the viewport now: for work that only matters while it is seen (a ticking counter
 * need not re-render eight times a second below the fold). Without IntersectionObserver (tests, very old
 * browsers) it says yes.
 */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || !ref.current) return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries[entries.length - 1].isIntersecting));
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}
