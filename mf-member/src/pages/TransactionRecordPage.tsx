import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from '@site/shared';
import { NS } from '../i18n';
import { MemberGuard } from '../components/MemberGuard';
import { RecordScreen } from '../features/records/RecordScreen';
import { DEPOSIT_ORDERS, TRANSACTION_RECORDS, WITHDRAWAL_ORDERS, type RecordKind } from '../features/records/record-kinds';
import { Tabs } from '../components/Tabs';

/** The three lists of this screen (?tab= picks one): every movement, the deposit orders, the withdrawals. */
const TABS = { all: TRANSACTION_RECORDS, deposits: DEPOSIT_ORDERS, withdrawals: WITHDRAWAL_ORDERS } as const;
export type RecordTab = keyof typeof TABS;
const isTab = (name: string | null): name is RecordTab => !!name && Object.hasOwn(TABS, name);

/**
 * Transaction records (/m/transaction/record): the records screen with the transactions' column set and type filter,
 * and the player's deposit and withdrawal orders with their states (pending, approved or paid, rejected with the
 * operator's reason).
 */
export function TransactionRecordPage() {
  const { t } = useTranslation(NS);
  const location = useLocation();
  const navigate = useNavigate();
  const requested = new URLSearchParams(location.search).get('tab');
  const tab: RecordTab = isTab(requested) ? requested : 'all';
  const tabs = (
    <Tabs
      names={Object.keys(TABS) as RecordTab[]}
      current={tab}
      text={(name) => t(`orders.tab_${name}`)}
      onSelect={(name) => navigate(name === 'all' ? '/m/transaction/record' : `/m/transaction/record?tab=${name}`, { replace: true })}
      testId={(name) => `records-tab-${name}`}
    />
  );
  return (
    <MemberGuard>
      <RecordScreen key={tab} kind={TABS[tab] as RecordKind<unknown, unknown>} tabs={tabs} />
    </MemberGuard>
  );
}
