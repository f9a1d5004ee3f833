import type {
  FeedbackAnswerBody,
  FeedbackAnswered,
  NewAnnouncement,
  OperatorAnnouncement,
  OperatorFeedbackPage,
  OperatorInboxPage,
} from '@site/shared/src/contracts/operator';
import type { SendInboxMessage } from '@site/shared/src/contracts/inbox';
import { opsCall } from './client';

/** Support's screens: feedback, inbox messages and announcements (docs/operator-console.md). */
export const feedbackPage = (status: 'open' | 'answered', pageNo: number) =>
  opsCall<OperatorFeedbackPage>('GET', `/ops/feedback?status=${status}&pageNo=${pageNo}&pageSize=20`);
export const answerFeedback = (id: number, body: FeedbackAnswerBody) =>
  opsCall<FeedbackAnswered>('POST', `/ops/feedback/${id}/answer`, body);

export const sentMessages = (pageNo: number) => opsCall<OperatorInboxPage>('GET', `/ops/inbox/messages?pageNo=${pageNo}&pageSize=20`);
export const sendMessage = (body: SendInboxMessage) => opsCall<{ id: number }>('POST', '/ops/inbox/messages', body);

export const announcements = () => opsCall<OperatorAnnouncement[]>('GET', '/ops/announcements?limit=50');
export const publishAnnouncement = (body: NewAnnouncement) => opsCall<{ id: number }>('POST', '/ops/announcements', body);
