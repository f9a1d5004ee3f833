import { api, type LeaderBoard, type LeaderBoardKind, type LeaderBoardQuery, type LeaderBoardSpan } from '@site/shared';

export type { LeaderBoard, LeaderBoardKind, LeaderBoardPlace, LeaderBoardSpan } from '@site/shared';

export const BOARDS = ['TURNOVER', 'DEPOSIT', 'WIN'] as const satisfies readonly LeaderBoardKind[];
export const SPANS = ['DAY', 'WEEK', 'MONTH'] as const satisfies readonly LeaderBoardSpan[];

/** product-rules 4.34: a board of the current day, week or month, names masked, with the member's own place. */
export const fetchLeaderBoard = (board: LeaderBoardKind, span: LeaderBoardSpan) =>
  api.get<LeaderBoard>('/wps/promotions/leader-board', { board, span } satisfies LeaderBoardQuery);
