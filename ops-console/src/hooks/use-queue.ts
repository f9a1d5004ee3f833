import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../api/client';
import type { Notice } from '../components/Status';

/**
 * A queue's decision (approve, pay out, reject, answer): runs it, refreshes the queue's list and says what happened
 * (or why not) in the screen's status line.
 */
export function useDecision<Input>(queryKey: readonly unknown[], run: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  const [notice, setNotice] = useState<Notice | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ input }: { input: Input; done: string }) => run(input),
    onSuccess: (_result, { done }) => setNotice({ text: done }),
    onError: (error) => setNotice({ text: errorText(error), error: true }),
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
  return {
    notice,
    setNotice,
    pending: mutation.isPending,
    /** Runs the decision; resolves when it is done (rejects with the refusal, for a dialog that stays open). */
    decide: (input: Input, done: string) => mutation.mutateAsync({ input, done }),
  };
}
