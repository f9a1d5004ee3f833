import { startTransition, useEffect, useState } from 'react';
import { whenSettled } from '@site/shared';

/** How long home's first screen has the phone to itself before the sections below it are built. */
export const BELOW_FOLD_HOLD_MS = 1000;
/** Any of these means the player is going for the page below: build it now. */
const PLAYER_INPUT = ['pointerdown', 'scroll', 'wheel', 'keydown'] as const;

/**
 * True once the page has settled (BELOW_FOLD_HOLD_MS, then an idle moment) or at the player's first touch, scroll
 * or key, whichever comes first. Home's first seconds are when a phone is busiest (scripts compiling, images
 * decoding, frames drawn): what is below the first screen is built after them, unless the player goes for it.
 */
export function useBelowFoldReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const show = () => startTransition(() => setReady(true));
    const cancel = whenSettled(show, BELOW_FOLD_HOLD_MS);
    for (const type of PLAYER_INPUT) window.addEventListener(type, show, { passive: true, once: true });
    return () => {
      cancel();
      for (const type of PLAYER_INPUT) window.removeEventListener(type, show);
    };
  }, [ready]);
  return ready;
}
