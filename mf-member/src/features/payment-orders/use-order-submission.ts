import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorText, toast, TOAST_MS } from '@site/shared';
import { queryKeys, refreshQueries } from '@site/shared/src/query';
import { newRequestKey } from '../../rules/request-key';

/**
 * The submission of a money order (deposit, withdrawal, transfer): one idempotency key per attempt, kept until the
 * order is accepted, so a double tap or a retry moves money once; busy while it is sent; a refusal is toasted with
 * its error key's text. An accepted order refreshes every 'wallet' query (balances, the order lists, the records).
 */
export function useOrderSubmission() {
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const mutation = useMutation({
    mutationFn: (send: (idempotencyKey: string) => Promise<unknown>) => send(requestKey),
    onSuccess: () => {
      setRequestKey(newRequestKey());
      return refreshQueries(queryKeys.wallet());
    },
    onError: (error) => toast.show(errorText(error), 'error', TOAST_MS.short),
  });
  /** Sends the order; true when it was accepted (then the next order gets a new key). */
  const submit = (send: (idempotencyKey: string) => Promise<unknown>): Promise<boolean> =>
    mutation.mutateAsync(send).then(
      () => true,
      () => false,
    );
  return { busy: mutation.isPending, submit };
}
