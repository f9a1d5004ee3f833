import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { bus, CHAT_RULES, refreshUnread, usePushConnected, type ChatThread, type SendChatMessage } from '@site/shared';
import { queryClient, queryKeys } from '@site/shared/src/query';
import { useObjectUrl } from '@site/shared/src/ui/use-object-url';
import { useTypingSignal } from '@site/shared/src/ui/use-typing-signal';
import { fetchChatImage, fetchChatThread, markChatRead, sendChatMessage, sendChatTyping } from '../api/messaging.api';

export const CHAT_KEY = queryKeys.member('chat');
/** Without the shell's push stream the thread is read again this often (docs/live-chat.md); with it, never. */
const CHAT_POLL_MS = 3000;

/** The member's conversation; a pushed message or read mark reads it again. */
export function useChatThread(enabled: boolean) {
  const pushed = usePushConnected();
  const query = useQuery({
    queryKey: CHAT_KEY,
    queryFn: fetchChatThread,
    enabled,
    staleTime: 0,
    refetchInterval: pushed ? false : CHAT_POLL_MS,
  });
  useEffect(() => {
    const again = () => void queryClient.invalidateQueries({ queryKey: CHAT_KEY });
    const offs = [bus.on('chat:message', again), bus.on('chat:read', again)];
    return () => offs.forEach((off) => off());
  }, []);
  return query;
}

/** Sending a message: the thread shows it at once from the answer, then reads again. */
export function useSendChat() {
  return useMutation({
    mutationFn: (body: SendChatMessage) => sendChatMessage(body),
    onSuccess: async (message) => {
      queryClient.setQueryData<ChatThread>(CHAT_KEY, (thread) =>
        thread && !thread.messages.some((m) => m.id === message.id) ? { ...thread, messages: [...thread.messages, message] } : thread,
      );
      await queryClient.cancelQueries({ queryKey: CHAT_KEY });
      await queryClient.invalidateQueries({ queryKey: CHAT_KEY });
    },
  });
}

/** Marks what is on screen read (once per newest message) and refreshes the header's unread counters. */
export function useMarkChatRead(thread: ChatThread | undefined) {
  const lastId = thread?.messages.at(-1)?.id ?? 0;
  const unread = thread?.unread ?? 0;
  const marked = useRef(0);
  useEffect(() => {
    if (!lastId || unread === 0 || marked.current >= lastId) return;
    marked.current = lastId;
    void markChatRead({ upTo: lastId }).then(
      () => refreshUnread({ force: true }),
      () => undefined,
    );
  }, [lastId, unread]);
}

/**
 * Whether customer service is typing: a pushed sign shown for a few seconds, and cleared as soon as an operator's
 * message arrives (the answer it announced is there; issue 29: the sign stayed under the answer).
 */
export function useOperatorTyping(): boolean {
  const [until, setUntil] = useState(0);
  const [, tick] = useState(0);
  useEffect(() => {
    const offs = [
      bus.on('chat:typing', ({ from }) => {
        if (from === 'OPERATOR') setUntil(Date.now() + CHAT_RULES.typingShowMs);
      }),
      bus.on('chat:message', ({ sender }) => {
        if (sender === 'OPERATOR') setUntil(0);
      }),
    ];
    return () => offs.forEach((off) => off());
  }, []);
  useEffect(() => {
    if (!until) return;
    const timer = setTimeout(() => tick((n) => n + 1), Math.max(0, until - Date.now()) + 10);
    return () => clearTimeout(timer);
  }, [until]);
  return until > Date.now();
}

/** Tells customer service the member is typing, at most once per a few seconds. */
export const useMemberTypingSignal = () => useTypingSignal(sendChatTyping);

/** A chat picture read with the session, as an object URL released when no longer shown. */
export const useChatImage = (url: string | null): string | null => useObjectUrl(url, fetchChatImage);
