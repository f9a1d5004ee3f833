import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is within `distance` of the viewport (0px: in it). By default it follows the element in and
 * out, for work that only matters while it is seen (a ticking counter need not re-render eight times a second below
 * the fold); with `once` it turns true the first time and stays so, for what is built once it comes near. The
 * change is a transition, so React works on it in short slices. Without IntersectionObserver (tests, very old
 * browsers) it says yes.
 */
export function useNearScreen(ref: RefObject<Element | null>, { distance = '0px', once = false } = {}): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const settled = once && near;
  useEffect(() => {
    if (settled || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const isNear = entries[entries.length - 1].isIntersecting;
        if (once && !isNear) return;
        if (once) observer.disconnect();
        startTransition(() => setNear(isNear));
      },
      { rootMargin: `${distance} 0px` },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [ref, distance, once, settled]);
  return near;
}
