import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { bus, type SiteEvents } from '@site/shared';
import styles from './shell.module.css';

type ToastState = SiteEvents['toast:show'] & { id: number };

/** Draws the toasts any remote asks for through the bus; one at a time, newest wins. */
export function Toasts() {
  const [toast, setToast] = useState<ToastState | null>(null);
  useEffect(() => {
    let id = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const offShow = bus.on('toast:show', (payload) => {
      const current = ++id;
      setToast({ ...payload, id: current });
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => setToast((t) => (t?.id === current ? null : t)), payload.durationMs ?? 1500);
    });
    const offHide = bus.on('toast:hide', () => setToast(null));
    return () => {
      offShow();
      offHide();
      if (timer) clearTimeout(timer);
    };
  }, []);
  // A manual popover: the top layer, over any open modal dialog (which would otherwise cover it and make it inert).
  // Shown again for each toast, so it sits above a dialog opened after the last one.
  const layer = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = layer.current;
    if (!el || typeof el.showPopover !== 'function') return;
    if (el.matches(':popover-open')) el.hidePopover();
    el.showPopover();
  }, [toast?.id]);
  if (!toast) return null;
  return (
    <div ref={layer} popover="manual" className={styles.toastLayer} aria-live="assertive">
      <div className={styles.toast} data-kind={toast.kind ?? 'info'} data-testid="toast" role="status">
        {toast.kind === 'loading' ? <span className={styles.toastSpinner} aria-hidden="true" /> : null}
        {toast.text}
      </div>
    </div>
  );
}
