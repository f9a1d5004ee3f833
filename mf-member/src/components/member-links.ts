import type { ComponentType, SVGProps } from 'react';
import { isSwitchOn, type SystemStatus } from '@site/shared';
import { BetsIcon, CrownIcon, DepositIcon, HelpIcon, KeyIcon, QuestionIcon, RecordsIcon, SettingsIcon, ShieldIcon, TransferIcon, WithdrawIcon } from './icons';

export interface MemberLink {
  key: string;
  path: string;
  icon: ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;
  /** spec 2: an item with a key shows only when that white-label switch is on. */
  switchKey?: string;
  /** spec 6: trial members are refused (free_reject) before navigating. */
  realOnly?: boolean;
  group: 'money' | 'records' | 'account' | 'support';
}

/** The member centre's links (spec 2 pop-up menu keys: TRANSREC3, SECPRIV, TRANSBETREPMEM3, MANPLAYREB3, REWCEN3). */
export const MEMBER_LINKS: MemberLink[] = [
  { key: 'deposit', path: '/m/voucherCenter', icon: DepositIcon, realOnly: true, group: 'money' },
  { key: 'withdraw', path: '/m/withdraw', icon: WithdrawIcon, realOnly: true, group: 'money' },
  { key: 'transfer', path: '/m/transfer', icon: TransferIcon, switchKey: 'FUNDTRANS3', realOnly: true, group: 'money' },
  { key: 'records', path: '/m/transaction/record', icon: RecordsIcon, switchKey: 'TRANSREC3', realOnly: true, group: 'records' },
  { key: 'bets', path: '/m/gameRecord', icon: BetsIcon, switchKey: 'TRANSBETREPMEM3', realOnly: true, group: 'records' },
  { key: 'rebate', path: '/m/member/manualRebate', icon: DepositIcon, switchKey: 'MANPLAYREB3', realOnly: true, group: 'records' },
  { key: 'rewards', path: '/m/rewardCenter', icon: CrownIcon, switchKey: 'REWCEN3', realOnly: true, group: 'records' },
  { key: 'security', path: '/m/securityCenter', icon: ShieldIcon, switchKey: 'SECPRIV', realOnly: true, group: 'account' },
  { key: 'settings', path: '/m/set', icon: SettingsIcon, realOnly: true, group: 'account' },
  { key: 'password', path: '/m/changePsw', icon: KeyIcon, group: 'account' },
  { key: 'help', path: '/m/help', icon: HelpIcon, group: 'support' },
  { key: 'feedback', path: '/m/feedback', icon: QuestionIcon, group: 'support' },
];

export function visibleLinks(status: SystemStatus | null): MemberLink[] {
  return MEMBER_LINKS.filter((l) => !l.switchKey || isSwitchOn(status, l.switchKey));
}
