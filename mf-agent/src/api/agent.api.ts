import {
  api,
  type AgentContract,
  type AgentRebates,
  type AgentContracts,
  type ContractKind,
  type ContractOffer,
  type ContractStatement,
  type AffiliateLink,
  type AgentTransferRecord,
  type Appointed,
  type DownlinePage,
  type DownlineQuery,
  type DownlineTransfer,
  type DownlineTransferBody,
  type RecordPage,
  type TeamFigures,
  type TeamFiguresQuery,
  type TransferLimits,
} from '@site/shared';

export type {
  AffiliateLink,
  AgentTransferRecord,
  Downline,
  DownlinePage,
  DownlineTransfer,
  Figures,
  TeamFigures,
  TransferLimits,
} from '@site/shared';

/** The agent area's calls (docs/agent.md). */
export const fetchTeamFigures = (query: TeamFiguresQuery) => api.get<TeamFigures>('/wps/agent/team/kpi', { ...query });

export const fetchDownlines = (query: DownlineQuery) => api.get<DownlinePage>('/wps/agent/downlines', { ...query });
export const openAgentAccount = (memberId: number) => api.post<Appointed>(`/wps/agent/downlines/${memberId}/agent`);

export const fetchLinks = () => api.get<AffiliateLink[]>('/wps/agent/affiliate/urls');
export const createLink = (name: string) => api.post<AffiliateLink>('/wps/agent/affiliate/urls', { name });
export const deleteLink = (id: number) => api.delete<boolean>(`/wps/agent/affiliate/urls/${id}`);

export const fetchTransferLimits = () => api.get<TransferLimits>('/wps/agent/transfer/downline');
export const transferToDownline = (body: DownlineTransferBody) => api.post<DownlineTransfer>('/wps/agent/transfer/downline', body);
export const fetchTransferRecords = (page = 1) =>
  api.get<RecordPage<AgentTransferRecord>>('/wps/agent/transfer/records', { page, size: 20 });

export type { AgentContract, AgentContracts, ContractKind, ContractOffer, ContractStatement, DividendTier, SalaryTier } from '@site/shared';
export const fetchContracts = (kind: ContractKind) => api.get<AgentContracts>('/wps/agent/contracts', { kind });
export const offerContract = (body: ContractOffer) => api.post<AgentContract>('/wps/agent/contracts', body);
export const answerContract = (id: number, accept: boolean) =>
  api.post<AgentContract>(`/wps/agent/contracts/${id}/${accept ? 'accept' : 'refuse'}`);
export const fetchStatements = (kind: ContractKind) =>
  api.get<RecordPage<ContractStatement>>('/wps/agent/contracts/statements', { kind, page: 1, size: 50 });

export type { AgentRebates, AgentRebateStatement } from '@site/shared';
export const fetchRebates = (page = 1) => api.get<AgentRebates>('/wps/agent/rebates', { page, size: 20 });
