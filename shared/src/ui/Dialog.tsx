import {
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import styles from './dialog.module.css';

/** Open dialogs: the body scrolls again when the last one closes (a prompt may open over a popup). */
let scrollLocks = 0;
let bodyOverflow = '';

function lockScroll() {
  if (scrollLocks++ === 0) {
    bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  return () => {
    if (--scrollLocks === 0) document.body.style.overflow = bodyOverflow;
  };
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first and Shift+Tab from the first to the last: focus never leaves. */
function keepFocusInside(dialog: HTMLElement, event: KeyboardEvent<HTMLDialogElement>) {
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden], [inert]'));
  if (!controls.length) {
    event.preventDefault();
    return;
  }
  const first = controls[0];
  const last = controls[controls.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * product-rules 1: the age gate (shell/public/index.html, marked data-modal-gate) is answered before anything else.
 * A modal dialog opened later would sit above it in the top layer, so a dialog waits, unopened, until the gate hides.
 */
function afterGate(open: () => void): () => void {
  const gate = document.querySelector<HTMLElement>('[data-modal-gate]');
  if (!gate || gate.hidden) {
    open();
    return () => undefined;
  }
  const watch = new MutationObserver(() => {
    if (!gate.hidden) return;
    watch.disconnect();
    open();
  });
  watch.observe(gate, { attributes: true, attributeFilter: ['hidden'] });
  return () => watch.disconnect();
}

export interface DialogProps extends Omit<HTMLAttributes<HTMLDialogElement>, 'onClose' | 'role'> {
  /** Escape, a mask click (with onMaskClick) or the browser closing the dialog. */
  onClose: () => void;
  /** A click on the mask (the dialog outside its panel); without it the mask does nothing. */
  onMaskClick?: () => void;
  /** The id of the heading that names the dialog (engineering-habits: every dialog is named by its visible title). */
  labelledBy: string;
  /** alertdialog for a question that needs an answer (the logout prompt). */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/**
 * The one modal dialog and sheet primitive. The platform's modal <dialog> (showModal) gives the top layer, an inert
 * page behind (focus cannot reach it, nor can screen readers), Escape and aria-modal for no bytes; this adds what it
 * lacks: a body scroll lock, focus kept cycling inside, focus returned to the opener, and Escape handed to the caller
 * (the caller owns open/closed: the dialog is open while it is rendered). The element is the mask: pass the mask's
 * class and put the panel inside.
 */
export function Dialog({ onClose, onMaskClick, labelledBy, role, children, className, ...rest }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  /** Set when the caller unmounts it: the close event that follows is ours, not the browser's. */
  const closing = useRef(false);
  // Before paint: the dialog never shows unopened, and the opener is read before showModal moves focus.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closing.current = false;
    let unlock: (() => void) | null = null;
    const stopWaiting = afterGate(() => {
      unlock = lockScroll();
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', ''); // no showModal (jsdom): the same markup, the keyboard handled below
      if (!dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    });
    return () => {
      stopWaiting();
      unlock?.();
      // Closed before it leaves the document: while it is modal the opener is inert and cannot take the focus back.
      closing.current = true;
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  // The browser may close a modal dialog on its own (a repeated Escape): the caller hears it as a close.
  useEffect(() => {
    const dialog = ref.current;
    const onNativeClose = () => {
      if (!closing.current) close.current();
    };
    dialog?.addEventListener('close', onNativeClose);
    return () => dialog?.removeEventListener('close', onNativeClose);
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && ref.current) keepFocusInside(ref.current, event);
  };
  // Escape as the browser's cancel (a close request without a key event): the caller closes it.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onMaskClick?.();
  };
  return (
    <dialog
      {...rest}
      ref={ref}
      role={role === 'alertdialog' ? role : undefined}
      aria-labelledby={labelledBy}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClick={onClick}
    >
      {children}
    </dialog>
  );
}

/** The heading that names a dialog (its id goes to Dialog's labelledBy); styled as the bold line of a sheet's head. */
export function DialogTitle({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <h2 id={id} className={className ? `${styles.title} ${className}` : styles.title}>
      {children}
    </h2>
  );
}
