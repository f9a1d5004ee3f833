import { useRef, type ReactNode } from 'react';
import { useNearScreen } from '../hooks/use-near-screen';

/**
 * Renders its children once its box comes within `distance` of the viewport (a screen's height unless told), and
 * keeps them; until then it holds `minHeight` so the page below does not move. A long page mounts what the player
 * can reach soon, not all of it while it loads.
 */
export function WhenNearScreen({ minHeight, distance = '100%', children }: { minHeight: number; distance?: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearScreen(box, { distance, once: true });
  return near ? <>{children}</> : <div ref={box} style={{ minHeight }} />;
}
