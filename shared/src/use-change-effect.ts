import { useEffect, useRef, type DependencyList } from 'react';

/**
 * useEffect that skips the first render: `effect` runs when `deps` change, not as the component mounts (a page
 * change, a newly active tab, where the mount itself needs nothing done).
 */
export function useChangeEffect(effect: () => void, deps: DependencyList): void {
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) effect();
    else mounted.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps, as with useEffect itself
  }, deps);
}
