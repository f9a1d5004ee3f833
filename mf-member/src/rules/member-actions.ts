import { bus, isRealMember, sessionStore, toast, TOAST_MS, i18n } from '@site/shared';

/**
 * product-rules 6: guests go to login; trial members get free_reject ("Please login an actual account to use this
 * function", 2 s) on deposit and member features. Returns whether the member may go on.
 */
export function mayUseMemberFeature(): boolean {
  const session = sessionStore.getState().session;
  if (!session) {
    bus.emit('auth:open', { view: 'login' });
    return false;
  }
  if (!isRealMember(session)) {
    toast.show(i18n.t('common:free_reject'), 'error', TOAST_MS.freeReject);
    return false;
  }
  return true;
}

/** Copies the member's name; where the clipboard is refused, shows it so it can be copied by hand. */
export async function copyName(name: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(name);
    toast.show(i18n.t('common:copied'), 'success', TOAST_MS.success);
  } catch {
    toast.show(name, 'info', TOAST_MS.short);
  }
}
