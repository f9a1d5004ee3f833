import { create } from 'zustand';
import type { OperatorMe } from '@site/shared/src/contracts/operator';

/** The signed-in operator and its session token (docs/operator-console.md). */
export interface OperatorSession extends OperatorMe {
  token: string;
}

/**
 * Kept in sessionStorage: it lasts as long as the tab (a console left in a closed tab does not stay signed in),
 * is never put in a URL, and logout revokes it on the server as well.
 */
const STORAGE_KEY = 'ops-session';

function stored(): OperatorSession | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as OperatorSession | null;
    return value && typeof value.token === 'string' ? value : null;
  } catch {
    return null;
  }
}

interface SessionState {
  session: OperatorSession | null;
  signIn(session: OperatorSession): void;
  signOut(): void;
}

export const useOperatorSession = create<SessionState>((set) => ({
  session: stored(),
  signIn(session) {
    try {
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    } catch {
      /* private mode: the session lasts for this page only */
    }
    set({ session });
  },
  signOut() {
    try {
      window.sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      /* nothing stored */
    }
    set({ session: null });
  },
}));
