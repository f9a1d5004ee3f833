import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/**
 * Whether the shell's push stream (docs/live.md) is up. While it is, every change a screen shows arrives on the bus,
 * so a screen that would poll a figure (say, every 30 s) does not; when it drops, polling takes over until it is back.
 */
export const pushStateStore = createStore<{ connected: boolean }>()(() => ({ connected: false }));

export const isPushConnected = (): boolean => pushStateStore.getState().connected;

export const usePushConnected = (): boolean => useStore(pushStateStore, (s) => s.connected);
