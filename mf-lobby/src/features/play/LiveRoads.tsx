import type { LiveHand } from '@site/shared';
import { useTranslation } from '@site/shared';
import { GAMES_NS } from '../../i18n/games';
import styles from './live.module.css';

const ROWS = 6;

/** Bead plate: one bead per round, oldest first, filled top to bottom then left to right. */
export function beadPlate(history: readonly LiveHand[]): Array<{ hand: LiveHand; col: number; row: number }> {
  return history.map((hand, i) => ({ hand, col: Math.floor(i / ROWS), row: i % ROWS }));
}

export interface BigRoadCell {
  winner: 'player' | 'banker';
  col: number;
  row: number;
  ties: number;
  hand: LiveHand;
}

/**
 * Big road: a column per run of Player or Banker wins (ties are counted on the cell before them, cancelled rounds
 * skipped); a run longer than the column turns right along the bottom row (the "dragon tail").
 */
export function bigRoad(history: readonly LiveHand[]): BigRoadCell[] {
  const cells: BigRoadCell[] = [];
  let leadingTies = 0;
  let runCol = -1;
  for (const hand of history) {
    if (hand.voided) continue;
    if (hand.winner === 'tie') {
      if (cells.length) cells[cells.length - 1].ties++;
      else leadingTies++;
      continue;
    }
    const last = cells[cells.length - 1];
    if (last && last.winner === hand.winner) {
      const row = Math.min(last.row + 1, ROWS - 1);
      const col = last.row + 1 >= ROWS ? last.col + 1 : last.col;
      cells.push({ winner: hand.winner, col, row, ties: 0, hand });
    } else {
      runCol++;
      cells.push({ winner: hand.winner, col: runCol, row: 0, ties: leadingTies, hand });
      leadingTies = 0;
    }
  }
  return cells;
}

function Bead({ hand, kind }: { hand: LiveHand; kind: string }) {
  const { t } = useTranslation(GAMES_NS);
  const letter = hand.voided ? '×' : t(`${kind === 'DRAGON_TIGER' ? 'live_dt' : 'live_bac'}_bead_${hand.winner}`);
  return (
    <span className={styles.bead} data-winner={hand.voided ? 'void' : hand.winner}>
      {letter}
      {hand.playerPair && <i className={styles.pairP} />}
      {hand.bankerPair && <i className={styles.pairB} />}
    </span>
  );
}

/** The table's road maps: bead plate and big road of its recent rounds (the same for every player). */
export function LiveRoads({ history, kind }: { history: readonly LiveHand[]; kind: string }) {
  const { t } = useTranslation(GAMES_NS);
  const beads = beadPlate(history.slice(-48));
  const road = bigRoad(history);
  const roadCols = road.length ? road[road.length - 1].col + 1 : 0;
  const firstCol = Math.max(0, roadCols - 16);
  return (
    <section className={styles.roads} aria-label={t('live_roads')}>
      <div className={styles.roadBox}>
        <h2 className={styles.roadTitle}>{t('live_bead_plate')}</h2>
        <div className={styles.beadGrid} data-testid="bead-plate">
          {beads.map(({ hand, col, row }) => (
            <span key={hand.roundNo} style={{ gridColumn: col + 1, gridRow: row + 1 }}>
              <Bead hand={hand} kind={kind} />
            </span>
          ))}
        </div>
      </div>
      <div className={styles.roadBox}>
        <h2 className={styles.roadTitle}>{t('live_big_road')}</h2>
        <div className={styles.bigGrid} data-testid="big-road">
          {road
            .filter((c) => c.col >= firstCol)
            .map((c) => (
              <span
                key={c.hand.roundNo}
                className={styles.ring}
                data-winner={c.winner}
                style={{ gridColumn: c.col - firstCol + 1, gridRow: c.row + 1 }}
              >
                {c.ties > 0 && <i className={styles.tieMark}>{c.ties > 1 ? c.ties : ''}</i>}
              </span>
            ))}
        </div>
      </div>
    </section>
  );
}
