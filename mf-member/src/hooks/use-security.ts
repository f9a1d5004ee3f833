import { useMutation, useQuery } from '@tanstack/react-query';
import { errorText, toast, TOAST_MS } from '@site/shared';
import { queryKeys, refreshQueries } from '@site/shared/src/query';
import { securityApi } from '../api/security.api';

/** Everything the security centre reads is the signed-in member's: dropped when the session ends. */
export const SECURITY_KEY = queryKeys.member('security');

export const useSecurityConfig = () => useQuery({ queryKey: [...SECURITY_KEY, 'config'], queryFn: securityApi.config });
export const useBankCards = () => useQuery({ queryKey: [...SECURITY_KEY, 'cards'], queryFn: securityApi.cards });
export const useHasPaymentPassword = () => useQuery({ queryKey: [...SECURITY_KEY, 'has-pin'], queryFn: securityApi.hasWithdrawalPassword });
/** The questions a member may pick from. */
export const useQuestionCatalogue = () => useQuery({ queryKey: [...SECURITY_KEY, 'catalogue'], queryFn: securityApi.questions });
/** The questions the member answered (asked again to reset the payment password); read only when asked for. */
export const useMyQuestions = (enabled = true) =>
  useQuery({ queryKey: [...SECURITY_KEY, 'mine'], queryFn: securityApi.myQuestions, enabled });

/**
 * A change to the member's security settings: toasted (its success text, or the refusal's), then everything the
 * security centre and the withdraw screen read is refreshed (the overview's counts, the cards, the questions).
 */
export function useSecurityChange() {
  const mutation = useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onSuccess: () => refreshQueries(SECURITY_KEY),
  });
  /** Runs the change; true when the API accepted it. */
  const run = async (action: () => Promise<unknown>, success: string): Promise<boolean> => {
    try {
      await mutation.mutateAsync(action);
      toast.show(success, 'success', TOAST_MS.success);
      return true;
    } catch (error) {
      toast.show(errorText(error), 'error', TOAST_MS.short);
      return false;
    }
  };
  return { busy: mutation.isPending, run };
}
