import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once its box comes within `distance` of the viewport (a screen's height unless told), and
 * keeps them; until then it holds `minHeight` so the page below does not move. A long page mounts what the player
 * can reach soon, not all of it while it loads. Without IntersectionObserver (tests, very old browsers) it
 * renders at once.
 */
export function WhenNearScreen({ minHeight, distance = '100%', children }: { minHeight: number; distance?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !box.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: `${distance} 0px` },
    );
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [near, distance]);
  return near ? <>{children}</> : <div ref={box} style={{ minHeight }} />;
}
