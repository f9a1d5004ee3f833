// An async boundary so Module Federation can set up shared singletons before any app code runs.
// The start is cut into tasks (federation set-up, React, the shared package, the app's modules, its start) so that none of them
// blocks the main thread for long: a tap during start-up is answered between two of them.
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

void nextTask()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('@site/shared'))
  .then(nextTask)
  // The app's modules, then its start: one chunk ("app"), evaluated in two tasks.
  .then(() => import(/* webpackChunkName: "app" */ './App'))
  .then(nextTask)
  .then(() => import(/* webpackChunkName: "app" */ './bootstrap'));
