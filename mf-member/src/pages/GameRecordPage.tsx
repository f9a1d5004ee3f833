import { MemberGuard } from '../components/MemberGuard';
import { RecordScreen } from '../features/records/RecordScreen';
import { BET_RECORDS } from '../features/records/record-kinds';

/** Bet records (/m/gameRecord): the records screen with the bets' column set and the range's totals. */
export function GameRecordPage() {
  return (
    <MemberGuard>
      <RecordScreen kind={BET_RECORDS} />
    </MemberGuard>
  );
}
