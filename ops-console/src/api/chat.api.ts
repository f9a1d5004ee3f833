import type { ChatConversation, ChatConversationView, ChatMessage, SendChatMessage } from '@site/shared/src/contracts/chat';
import { opsCall } from './client';

/** The chat queue (support's, docs/live-chat.md): conversations, taking one, answering, read marks, closing. */
export const chatQueue = (status: 'WAITING' | 'OPEN' | 'CLOSED' | null) =>
  opsCall<ChatConversation[]>('GET', `/ops/chat/conversations${status ? `?status=${status}` : ''}`);
export const chatConversation = (id: number) => opsCall<ChatConversationView>('GET', `/ops/chat/conversations/${id}`);
export const takeConversation = (id: number) => opsCall<ChatConversationView>('POST', `/ops/chat/conversations/${id}/take`);
export const answerConversation = (id: number, body: SendChatMessage) =>
  opsCall<ChatMessage>('POST', `/ops/chat/conversations/${id}/messages`, body);
export const readConversation = (id: number, upTo: number) =>
  opsCall<{ done: boolean }>('POST', `/ops/chat/conversations/${id}/read`, { upTo });
export const typingInConversation = (id: number) => opsCall<{ done: boolean }>('POST', `/ops/chat/conversations/${id}/typing`);
export const closeConversation = (id: number) => opsCall<{ done: boolean }>('POST', `/ops/chat/conversations/${id}/close`);
/** The player's picture is read with the operator's session from the operators' address. */
export const operatorImageUrl = (playerUrl: string) => playerUrl.replace('/wps/chat/images/', '/ops/chat/images/');
