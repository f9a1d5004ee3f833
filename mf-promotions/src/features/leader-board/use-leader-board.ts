import { useQuery } from '@tanstack/react-query';
import { useSession } from '@site/shared';
import { queryKeys } from '@site/shared/src/query';
import { fetchLeaderBoard, type LeaderBoardKind, type LeaderBoardSpan } from './api/leader-board.api';

/** The board for (board, span): undefined while loading, null when it could not be read. */
export function useLeaderBoard(board: LeaderBoardKind, span: LeaderBoardSpan) {
  // The member's own place depends on who reads it.
  const token = useSession((s) => s.session?.token ?? null);
  const query = useQuery({
    queryKey: queryKeys.content('leader-board', board, span, token),
    queryFn: () => fetchLeaderBoard(board, span),
  });
  return query.isError ? null : query.data;
}
