import { useEffect, useState } from 'react';
import { useSession } from '@site/shared';
import { fetchLeaderBoard, type LeaderBoard, type LeaderBoardKind, type LeaderBoardSpan } from './api/leader-board.api';

/** The board for (board, span): undefined while loading, null when it could not be read. */
export function useLeaderBoard(board: LeaderBoardKind, span: LeaderBoardSpan) {
  const token = useSession((s) => s.session?.token);
  const [value, setValue] = useState<LeaderBoard | null | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    setValue(undefined);
    fetchLeaderBoard(board, span).then(
      (v) => alive && setValue(v),
      () => alive && setValue(null),
    );
    return () => {
      alive = false;
    };
  }, [board, span, token]);
  return value;
}
