import type { ComponentType, SVGProps } from 'react';
import { isAgentSession, isRealMember, isSwitchOn, type SessionInfo, type SystemStatus } from '@site/shared';
import {
  BetsIcon,
  CrownIcon,
  DepositIcon,
  HelpIcon,
  KeyIcon,
  QuestionIcon,
  RecordsIcon,
  SettingsIcon,
  ShieldIcon,
  TeamIcon,
  TransferIcon,
  WithdrawIcon,
} from '../components/icons';

export interface MemberLink {
  key: string;
  path: string;
  icon: ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;
  /** product-rules 2: an item with a key shows only when that white-label switch is on. */
  switchKey?: string;
  /** product-rules 6: a real account's feature: not offered to trial members (and refused with free_reject if reached). */
  realOnly?: boolean;
  /** product-rules 6.3: an agent's tool, offered to agents only (the merchant's reading, from the login). */
  agentOnly?: boolean;
  group: 'money' | 'records' | 'account' | 'support';
}

/** The member centre's links (product-rules 2 pop-up menu keys: TRANSREC3, SECPRIV, TRANSBETREPMEM3, MANPLAYREB3, REWCEN3). */
export const MEMBER_LINKS: MemberLink[] = [
  { key: 'deposit', path: '/m/voucherCenter', icon: DepositIcon, realOnly: true, group: 'money' },
  { key: 'withdraw', path: '/m/withdraw', icon: WithdrawIcon, realOnly: true, group: 'money' },
  { key: 'transfer', path: '/m/transfer', icon: TransferIcon, switchKey: 'FUNDTRANS3', realOnly: true, group: 'money' },
  { key: 'records', path: '/m/transaction/record', icon: RecordsIcon, switchKey: 'TRANSREC3', realOnly: true, group: 'records' },
  { key: 'bets', path: '/m/gameRecord', icon: BetsIcon, switchKey: 'TRANSBETREPMEM3', realOnly: true, group: 'records' },
  { key: 'rebate', path: '/m/member/manualRebate', icon: DepositIcon, switchKey: 'MANPLAYREB3', realOnly: true, group: 'records' },
  { key: 'rewards', path: '/m/rewardCenter', icon: CrownIcon, switchKey: 'REWCEN3', realOnly: true, group: 'records' },
  { key: 'agent', path: '/m/agent', icon: TeamIcon, realOnly: true, agentOnly: true, group: 'account' },
  { key: 'security', path: '/m/securityCenter', icon: ShieldIcon, switchKey: 'SECPRIV', realOnly: true, group: 'account' },
  { key: 'settings', path: '/m/set', icon: SettingsIcon, realOnly: true, group: 'account' },
  // A trial account's password is random and it cannot log in with one (login.non.member): nothing to change.
  { key: 'password', path: '/m/changePsw', icon: KeyIcon, realOnly: true, group: 'account' },
  { key: 'help', path: '/m/help', icon: HelpIcon, group: 'support' },
  { key: 'feedback', path: '/m/feedback', icon: QuestionIcon, group: 'support' },
];

/** The links this member is offered: switched on for the merchant, and (product-rules 6) a real account's only for one. */
export function visibleLinks(status: SystemStatus | null, session: SessionInfo | null): MemberLink[] {
  const real = isRealMember(session);
  const agent = isAgentSession(session);
  return MEMBER_LINKS.filter((l) => (!l.switchKey || isSwitchOn(status, l.switchKey)) && (real || !l.realOnly) && (agent || !l.agentOnly));
}
