/** The typed events remotes and the shell use to talk, instead of importing each other. */
export interface SiteEvents {
  /** Open an auth popup (product-rules 4: opening one closes the other two). */
  /** side: the login is for the agent side (product-rules 6.5: a non-agent is refused there). */
  'auth:open': { view: 'login' | 'register' | 'forget' | 'changePsw'; side?: 'member' | 'agent' };
  'auth:loggedIn': { userName: string; type: number };
  'auth:loggedOut': Record<string, never>;
  /** Ask to log out: the shell confirms, calls the server, clears the session (product-rules 4). */
  'auth:logout': Record<string, never>;
  /** Any balance movement; listeners re-fetch or use the given total (minor units). */
  'wallet:changed': { sumBalance?: number };
  /** product-rules 3: unread counters announcement, chat, inbox; total is the sum. */
  'unread:changed': { announcement: number; chat: number; inbox: number };
  /** Live chat (pushed, docs/live-chat.md): a message in the member's conversation, from either side. */
  'chat:message': { conversationId: number; messageId: number; sender: 'MEMBER' | 'OPERATOR' | 'SYSTEM' };
  /** Customer service (or the member in another tab) is typing. */
  'chat:typing': { conversationId: number; from: 'MEMBER' | 'OPERATOR' };
  /** A read mark moved, or the conversation was taken or closed. */
  'chat:read': { conversationId: number; side: 'member' | 'operator'; upTo: number };
  /** A deposit or withdrawal order changed status (pushed, docs/live.md); reason is the operator's, when given. */
  'order:changed': { kind: 'deposit' | 'withdrawal'; orderNo: string; status: string; reason?: string };
  /** An agent contract was offered to the member (pushed): the agent screens re-read their requests. */
  'contract:requested': { kind: string };
  /** A promotion reward became claimable (pushed): the reward counters and centre re-read. */
  'rewards:ready': Record<string, never>;
  /** The member's VIP level or a promotion application's state changed (pushed): member screens re-read. */
  'member:changed': { what: 'vip' | 'promotion' };
  /** Ask the shell to switch the language (only the shell changes it, engineering-habits H7). */
  'language:set': { code: 'th' | 'en' };
  'toast:show': { text: string; kind?: 'info' | 'success' | 'error' | 'loading'; durationMs?: number };
  'toast:hide': Record<string, never>;
  /** A remote failed to load or render (reported by the shell). */
  'remote:failed': { remote: string; stage: 'load' | 'render'; message: string };
}

type Handler<T> = (payload: T) => void;

export interface EventBus<E> {
  on<K extends keyof E>(type: K, handler: Handler<E[K]>): () => void;
  emit<K extends keyof E>(type: K, payload: E[K]): void;
}

export function createEventBus<E>(): EventBus<E> {
  const handlers = new Map<keyof E, Set<Handler<unknown>>>();
  return {
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      set.add(handler as Handler<unknown>);
      return () => set!.delete(handler as Handler<unknown>);
    },
    emit(type, payload) {
      for (const handler of [...(handlers.get(type) ?? [])]) {
        try {
          handler(payload);
        } catch (error) {
          // One failing listener (say, in a broken remote) must not stop the others.
          console.error(`[bus] listener for ${String(type)} failed`, error);
        }
      }
    },
  };
}

export const bus: EventBus<SiteEvents> = createEventBus<SiteEvents>();
