import { bus } from '../bus/event-bus';

/** product-rules 9 toast durations (ms). */
export const TOAST_MS = {
  success: 1000,
  sms: 1500,
  notice: 1500,
  loading: 9999,
  pleaseWait: 3000,
  short: 3000,
  long: 8000,
  freeReject: 2000,
  contactService: 2000,
} as const;

/** Toasts are drawn by the shell; any remote asks for one through the bus. */
export const toast = {
  show(text: string, kind: 'info' | 'success' | 'error' = 'info', durationMs: number = TOAST_MS.notice) {
    bus.emit('toast:show', { text, kind, durationMs });
  },
  loading(text: string, durationMs: number = TOAST_MS.loading) {
    bus.emit('toast:show', { text, kind: 'loading', durationMs });
  },
  hide() {
    bus.emit('toast:hide', {});
  },
};
