import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { MemberInfo } from '../contracts/member';

export type { MemberInfo } from '../contracts/member';

/** product-rules 3: session info kept in sessionStorage under MC_SESSION_INFO. */
export const SESSION_STORAGE_KEY = 'MC_SESSION_INFO';
/** product-rules 3: autoLogin flag '0' / '1'. */
export const AUTO_LOGIN_KEY = 'autoLogin';

export interface SessionInfo {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
  id?: number;
  /** product-rules 3: auth state has a trail (free-trial) flag. */
  trail?: boolean;
  /** The server's answer to "is this member an agent" under the merchant's reading of the type (product-rules 6.3). */
  agent?: boolean;
}

export interface SessionState {
  session: SessionInfo | null;
  member: MemberInfo | null;
  /** Store a fresh session (login, register with login, free play). */
  signIn(session: SessionInfo): void;
  /** Clear session, member info and the trail flag; product-rules 4 sets autoLogin '0'. */
  signOut(): void;
  setMember(member: MemberInfo | null): void;
}

function storage(kind: 'session' | 'local'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

function readStoredSession(): SessionInfo | null {
  const raw = storage('session')?.getItem(SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as SessionInfo;
    return typeof parsed.token === 'string' && parsed.token ? parsed : null;
  } catch {
    return null;
  }
}

/** One store for the whole site. It lives in the shared package, itself a Module Federation singleton. */
export const sessionStore = createStore<SessionState>()((set) => ({
  session: readStoredSession(),
  member: null,
  signIn(session) {
    storage('session')?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    set({ session, member: null });
  },
  signOut() {
    storage('session')?.removeItem(SESSION_STORAGE_KEY);
    storage('local')?.setItem(AUTO_LOGIN_KEY, '0');
    set({ session: null, member: null });
  },
  setMember(member) {
    set({ member });
  },
}));

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** product-rules 6: member types 0, 1, 2 are real members; others (default 4, trial) are refused member features. */
export const REAL_MEMBER_TYPES: readonly number[] = [0, 1, 2];
/** product-rules 3/6: types 4, 40, 41, 42 are non-agent; an agent is any other type. */
export const NON_AGENT_TYPES: readonly number[] = [4, 40, 41, 42];

export function isRealMember(session: SessionInfo | null): boolean {
  return !!session && !session.trail && REAL_MEMBER_TYPES.includes(Number(session.type));
}

export function isAgent(type: number | undefined | null): boolean {
  return type !== undefined && type !== null && !NON_AGENT_TYPES.includes(Number(type));
}

/**
 * Whether the signed-in member is an agent: the login's answer, which applies the merchant's reading of the type
 * (product-rules 6.3); a session stored before the answer carried it falls back to the default reading.
 */
export function isAgentSession(session: Pick<SessionInfo, 'type' | 'agent' | 'trail'> | null): boolean {
  if (!session || session.trail) return false;
  return session.agent ?? isAgent(session.type);
}
