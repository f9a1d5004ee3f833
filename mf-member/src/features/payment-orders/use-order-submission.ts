import { useState } from 'react';
import { errorText, toast, TOAST_MS } from '@site/shared';
import { newRequestKey } from '../../rules/request-key';

/**
 * The submission of a money order (deposit, withdrawal, transfer): one idempotency key per attempt, kept until the
 * order is accepted, so a double tap or a retry moves money once; busy while it is sent; a refusal is toasted with
 * its error key's text.
 */
export function useOrderSubmission() {
  const [busy, setBusy] = useState(false);
  const [requestKey, setRequestKey] = useState(newRequestKey);
  /** Sends the order; true when it was accepted (then the next order gets a new key). */
  const submit = async (send: (idempotencyKey: string) => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    try {
      await send(requestKey);
      setRequestKey(newRequestKey());
      return true;
    } catch (error) {
      toast.show(errorText(error), 'error', TOAST_MS.short);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
