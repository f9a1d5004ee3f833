import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { bus, errorText, toast, TOAST_MS } from '@site/shared';
import { queryKeys, refreshQueries } from '@site/shared/src/query';
import * as agentApi from '../api/agent.api';
import type { ContractKind, ContractOffer, DownlineQuery, DownlineTransferBody, TeamFiguresQuery } from '@site/shared';

/**
 * The agent area's reads and writes on the site's one TanStack Query client. Every key is the member's own
 * (queryKeys.member: dropped when the session ends) under 'agent'; a write refreshes them all, since one change moves
 * several screens (a transfer: the balance, the downlines' balances, the records).
 */
export const agentKeys = {
  all: () => queryKeys.member('agent'),
  figures: (query: TeamFiguresQuery) => queryKeys.member('agent', 'figures', query),
  downlines: (query: DownlineQuery) => queryKeys.member('agent', 'downlines', query),
  links: () => queryKeys.member('agent', 'links'),
  limits: () => queryKeys.member('agent', 'transfer-limits'),
  transfers: () => queryKeys.member('agent', 'transfer-records'),
  contracts: (kind: ContractKind) => queryKeys.member('agent', 'contracts', kind),
  statements: (kind: ContractKind) => queryKeys.member('agent', 'statements', kind),
  rebates: (page: number) => queryKeys.member('agent', 'rebates', page),
};

/** A failed read says so once, as a toast (the screen shows what it has). */
function useToastOnError(error: unknown) {
  useEffect(() => {
    if (error) toast.show(errorText(error), 'error', TOAST_MS.short);
  }, [error]);
}

export function useTeamFigures(query: TeamFiguresQuery) {
  const figures = useQuery({ queryKey: agentKeys.figures(query), queryFn: () => agentApi.fetchTeamFigures(query) });
  return figures;
}

/** The downlines of a page; the page shown stays while the next one loads. */
export function useDownlines(query: DownlineQuery) {
  const downlines = useQuery({
    queryKey: agentKeys.downlines(query),
    queryFn: () => agentApi.fetchDownlines(query),
    placeholderData: keepPreviousData,
  });
  useToastOnError(downlines.error);
  return downlines;
}

export function useLinks() {
  const links = useQuery({ queryKey: agentKeys.links(), queryFn: agentApi.fetchLinks });
  useToastOnError(links.error);
  return links;
}

export function useTransferLimits() {
  const limits = useQuery({ queryKey: agentKeys.limits(), queryFn: agentApi.fetchTransferLimits });
  useToastOnError(limits.error);
  return limits;
}

export function useTransferRecords() {
  return useQuery({ queryKey: agentKeys.transfers(), queryFn: () => agentApi.fetchTransferRecords().then((page) => page.rows) });
}

export function useContracts(kind: ContractKind) {
  const contracts = useQuery({ queryKey: agentKeys.contracts(kind), queryFn: () => agentApi.fetchContracts(kind) });
  useToastOnError(contracts.error);
  return contracts;
}

export function useStatements(kind: ContractKind) {
  return useQuery({ queryKey: agentKeys.statements(kind), queryFn: () => agentApi.fetchStatements(kind).then((page) => page.rows) });
}

export function useRebates(page: number) {
  const rebates = useQuery({
    queryKey: agentKeys.rebates(page),
    queryFn: () => agentApi.fetchRebates(page),
    placeholderData: keepPreviousData,
  });
  useToastOnError(rebates.error);
  return rebates;
}

/**
 * A write of the agent area: its toast on success, the error's toast on failure, and every agent query fetched anew
 * before the mutation counts as settled (mutateAsync resolves after the refresh: a test or the next tap sees it).
 */
function useAgentMutation<TVars, TResult>(
  mutationFn: (vars: TVars) => Promise<TResult>,
  success: (result: TResult, vars: TVars) => string,
  movesMoney = false,
) {
  return useMutation({
    mutationFn,
    onSuccess: async (result, vars) => {
      toast.show(success(result, vars), 'success', TOAST_MS.success);
      if (movesMoney) bus.emit('wallet:changed', {});
      await refreshQueries(agentKeys.all());
    },
    onError: (error) => toast.show(errorText(error), 'error', TOAST_MS.short),
  });
}

export const useOpenAgentAccount = (success: (account: string) => string) =>
  useAgentMutation(
    (v: { id: number; account: string }) => agentApi.openAgentAccount(v.id),
    (_r, v) => success(v.account),
  );

export const useCreateLink = (success: () => string) => useAgentMutation((name: string) => agentApi.createLink(name), success);

export const useDeleteLink = (success: () => string) => useAgentMutation((id: number) => agentApi.deleteLink(id), success);

export const useTransfer = (success: (done: agentApi.DownlineTransfer) => string) =>
  useAgentMutation((body: DownlineTransferBody) => agentApi.transferToDownline(body), success, true);

export const useOfferContract = (success: () => string) =>
  useAgentMutation((offer: ContractOffer) => agentApi.offerContract(offer), success);

export const useAnswerContract = (success: (accepted: boolean) => string) =>
  useAgentMutation(
    (v: { id: number; accept: boolean }) => agentApi.answerContract(v.id, v.accept),
    (_r, v) => success(v.accept),
  );
