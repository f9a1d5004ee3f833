import { useMutation } from '@tanstack/react-query';
import { sendFeedback } from '../api/messaging.api';

/** Sending feedback (product-rules 5/9): nothing the screens show depends on it, so it invalidates nothing. */
export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
