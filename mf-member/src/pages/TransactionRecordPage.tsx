import { MemberGuard } from '../components/MemberGuard';
import { RecordScreen } from '../features/records/RecordScreen';
import { TRANSACTION_RECORDS } from '../features/records/record-kinds';

/** Transaction records (/m/transaction/record): the records screen with the transactions' column set and type filter. */
export function TransactionRecordPage() {
  return (
    <MemberGuard>
      <RecordScreen kind={TRANSACTION_RECORDS} />
    </MemberGuard>
  );
}
