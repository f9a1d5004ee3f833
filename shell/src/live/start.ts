import { sessionStore, whenSettled } from '@site/shared';

/**
 * The push stream (docs/live.md) is not part of the first screen: its code (and the EventSource library) loads once
 * the page has settled, and only when a session exists (at start or after a login).
 */
export function startPushWhenSignedIn(): void {
  let started = false;
  const start = () => {
    if (started || !sessionStore.getState().session) return;
    started = true;
    import('./push-stream')
      .then(({ startPushStream }) => startPushStream())
      .catch((error: unknown) => {
        started = false;
        console.error('[push] could not be loaded', error);
      });
  };
  whenSettled(() => {
    start();
    sessionStore.subscribe(start);
  }, 300);
}
