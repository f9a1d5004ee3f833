import { useRef } from 'react';
import { CHAT_RULES } from '../validation/chat';

/**
 * Tells the other side of a chat that this side is typing: call the returned function on every keystroke; it sends
 * at most once per CHAT_RULES.typingEveryMs (the sign shows for typingShowMs). A failed signal is dropped: typing is
 * never stored, and the next keystroke after the pause sends again.
 */
export function useTypingSignal(send: () => Promise<unknown>): () => void {
  const last = useRef(0);
  return () => {
    if (Date.now() - last.current < CHAT_RULES.typingEveryMs) return;
    last.current = Date.now();
    void send().catch(() => undefined);
  };
}
