import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  categoryNameKey,
  formatMoney,
  headerKind,
  HiddenScreenTitle,
  useSession,
  useTranslation,
  type LotteryGameWithDraws,
} from '@site/shared';
import { IconBalls } from '../../components/icons';
import { GAMES_NS } from '../../i18n/games';
import { useLotteryGame, useLotteryLists, useLotteryOrders } from './use-lottery';
import styles from './lottery.module.css';

/** The lottery gateway's shapes (shared/src/contracts/lottery). */
type Game = LotteryGameWithDraws;

/** Ticks once a second for countdowns. */
function useNow() {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
const countdown = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

function Balls({ result }: { result: string[] | null }) {
  if (!result) return null;
  return (
    <span className={styles.balls}>
      {result[0].split('').map((d, i) => (
        <i key={i}>{d}</i>
      ))}
    </span>
  );
}

/** /m/lott, /m/elott: lottery lists by prize mode and the Vietnamese lottery list with its region filter. */
function LotteryList({ elott }: { elott: boolean }) {
  const { t } = useTranslation(GAMES_NS);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const now = useNow();
  const { menus, vn } = useLotteryLists(elott);
  const [region, setRegion] = useState('ALL');

  const card = (g: Game) => (
    <button
      key={g.gameId}
      type="button"
      className={styles.card}
      onClick={() => navigate(`/m/lottery?gameId=${g.gameId}&backUrl=${encodeURIComponent(elott ? '/m/elott' : '/m/lott')}`)}
      data-game={g.gameId}
    >
      <span className={styles.cardIcon} data-mode={g.prizeMode}>
        <IconBalls />
      </span>
      <span className={styles.cardBody}>
        <b>{g.gameName}</b>
        <small>{g.current ? `${t('closes_in')} ${countdown(g.current.closeTime - now)}` : t('closed')}</small>
        {g.last ? <Balls result={g.last.result} /> : <small>{t('no_result')}</small>}
      </span>
    </button>
  );
  const vnGames = vn.filter((m) => region === 'ALL' || m.region === region);
  return (
    <section className={styles.screen}>
      {/* /m/lottery without a game: the shell draws no header there (product-rules 2), so no title either. */}
      {headerKind(pathname) === 'none' ? <HiddenScreenTitle>{t(categoryNameKey(elott ? 'ELOTT' : 'LOTT'))}</HiddenScreenTitle> : null}
      {menus.map(
        (m) =>
          m.games.length > 0 && (
            <div key={m.menuId}>
              <h2 className={styles.h2}>{m.menuName}</h2>
              <div className={styles.grid}>{m.games.map(card)}</div>
            </div>
          ),
      )}
      <h2 className={styles.h2}>{t('vn_lottery')}</h2>
      <div className={styles.filter} role="tablist" data-testid="vn-filter">
        {['ALL', ...vn.map((m) => m.region)].map((r) => (
          <button
            key={r}
            type="button"
            role="tab"
            aria-selected={region === r}
            className={region === r ? styles.filterOn : ''}
            onClick={() => setRegion(r)}
          >
            {r === 'ALL' ? t('all_regions') : vn.find((m) => m.region === r)?.regionName}
          </button>
        ))}
      </div>
      <div className={styles.grid}>
        {vnGames
          .flatMap((m) => m.games)
          .filter((g) => (elott ? g.prizeMode === 'ELOTT' : g.prizeMode !== 'ELOTT'))
          .map(card)}
      </div>
    </section>
  );
}

const NUMBERS_2D = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const UNITS = [100, 500, 1000, 5000];

/** /m/lottery?gameId=: a game's current draw, the betting slip, my bets with cancel, recent results. */
function LotteryGame({ gameId }: { gameId: string }) {
  const { t } = useTranslation(GAMES_NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const now = useNow();
  const loggedIn = useSession((s) => Boolean(s.session?.token));
  const { game, near, orders, wallet } = useLotteryGame(gameId, loggedIn);
  const { place: placeBet, cancel: cancelOrder, busy } = useLotteryOrders(gameId);
  const [play, setPlay] = useState('DE2');
  const [picked, setPicked] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [unit, setUnit] = useState(100);
  const [chase, setChase] = useState(1);
  const back = params.get('backUrl');
  const current = near?.current ?? null;

  const choices = useMemo(() => (play === 'BS' ? ['BIG', 'SMALL'] : play === 'OE' ? ['ODD', 'EVEN'] : null), [play]);
  const numbers = useMemo(() => {
    if (choices) return picked.filter((p) => choices.includes(p)).slice(0, 1);
    const fromText = typed.split(/[\s,]+/).filter((n) => new RegExp(`^\\d{${play === 'DE3' ? 3 : 2}}$`).test(n));
    return [...new Set(play === 'DE3' ? fromText : [...picked.filter((p) => /^\d{2}$/.test(p)), ...fromText])];
  }, [picked, typed, play, choices]);
  const total = numbers.length * unit * chase;

  const place = () => {
    if (!loggedIn) return navigate('/m/login');
    if (!current || numbers.length === 0) return;
    placeBet.mutate(
      {
        gameId,
        currentNumero: current.numero,
        betCartAmountSum: total,
        chase,
        prizeModeId: game?.prizeMode,
        slip: [{ playCode: play, content: numbers.join(','), unitAmount: unit }],
      },
      {
        onSuccess: () => {
          setPicked([]);
          setTyped('');
        },
      },
    );
  };
  const cancel = (id: number) => cancelOrder.mutate(id);

  const toggle = (n: string) => setPicked((p) => (choices ? [n] : p.includes(n) ? p.filter((x) => x !== n) : [...p, n]));
  return (
    <section className={styles.gamePage}>
      <header className={styles.bar}>
        <button
          type="button"
          className={styles.back}
          aria-label={t('back')}
          onClick={() => navigate(back && back.startsWith('/m/') ? back : '/m/lott')}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path fill="currentColor" d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" />
          </svg>
        </button>
        <h1>{game?.gameName ?? gameId}</h1>
      </header>
      {wallet && (
        <p className={styles.wallet} data-testid="lottery-wallet">
          <span>{wallet.name}</span>
          <b>{formatMoney(wallet.balance)}</b>
          {wallet.wallet !== 'MAIN' && <Link to="/m/transfer">{t('transfer_in')}</Link>}
        </p>
      )}
      <div className={styles.drawBox}>
        <div>
          <small>{current ? t('numero', { numero: current.numero }) : t('closed')}</small>
          <b className={styles.timer} data-testid="lottery-countdown">
            {current ? countdown(current.closeTime - now) : '--:--'}
          </b>
          <small>{t('closes_in')}</small>
        </div>
        <div>
          <small>{near?.previous[0] ? t('numero', { numero: near.previous[0].numero }) : t('last_result')}</small>
          {near?.previous[0] ? <Balls result={near.previous[0].result} /> : <small>{t('no_result')}</small>}
        </div>
      </div>
      <div className={styles.tabs} role="tablist">
        {(game?.plays ?? ['DE2']).map((p) => (
          <button
            key={p}
            type="button"
            role="tab"
            aria-selected={play === p}
            className={play === p ? styles.filterOn : ''}
            onClick={() => {
              setPlay(p);
              setPicked([]);
              setTyped('');
            }}
            data-play={p}
          >
            {t(`play_${p}`)}
          </button>
        ))}
      </div>
      <p className={styles.help}>{game ? t(`help_${play}`, { odds: (game.odds[play] ?? 0) / 100 }) : ''}</p>
      {choices ? (
        <div className={styles.choices}>
          {choices.map((c) => (
            <button key={c} type="button" className={picked.includes(c) ? styles.numOn : ''} onClick={() => toggle(c)}>
              {t(c)}
            </button>
          ))}
        </div>
      ) : (
        <>
          {play !== 'DE3' && (
            <div className={styles.numbers}>
              {NUMBERS_2D.map((n) => (
                <button key={n} type="button" className={picked.includes(n) ? styles.numOn : ''} onClick={() => toggle(n)} data-num={n}>
                  {n}
                </button>
              ))}
            </div>
          )}
          <input
            className={styles.input}
            value={typed}
            onChange={(e) => setTyped(e.target.value.replace(/[^\d,\s]/g, ''))}
            placeholder={t('numbers_hint')}
            inputMode="numeric"
            aria-label={t('numbers')}
          />
        </>
      )}
      <div className={styles.row}>
        <span>{t('unit')}</span>
        <div className={styles.units}>
          {UNITS.map((u) => (
            <button key={u} type="button" className={unit === u ? styles.numOn : ''} onClick={() => setUnit(u)}>
              {u / 100}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.row}>
        <span>{t('chase')}</span>
        <div className={styles.units}>
          {[1, 2, 3, 5].map((c) => (
            <button key={c} type="button" className={chase === c ? styles.numOn : ''} onClick={() => setChase(c)}>
              {c}
            </button>
          ))}
        </div>
      </div>
      <button
        type="button"
        className={styles.placeBtn}
        disabled={busy || numbers.length === 0 || !current}
        onClick={place}
        data-testid="place-bet"
      >
        {loggedIn ? t('place_bet', { amount: formatMoney(total) }) : t('login_to_bet')}
      </button>
      {loggedIn && (
        <>
          <h2 className={styles.h2}>{t('my_orders')}</h2>
          {orders.length === 0 && <p className={styles.help}>{t('no_orders')}</p>}
          <ul className={styles.orders} data-testid="lottery-orders">
            {orders.flatMap((o) =>
              o.subOrders.map((s) => (
                <li key={s.id} data-status={s.status}>
                  <span>
                    <b>{t(`play_${s.playCode}`)}</b> {s.content}
                    <small>{s.numero}</small>
                  </span>
                  <span className={styles.orderRight}>
                    {formatMoney(s.amount)}
                    <small className={styles[`st_${s.status}`]}>
                      {t(`status_${s.status}`)}
                      {s.winAmount > 0 ? ` +${formatMoney(s.winAmount)}` : ''}
                    </small>
                    {s.status === 'pending' && current && s.numero >= current.numero && (
                      <button type="button" onClick={() => cancel(s.id)}>
                        {t('cancel')}
                      </button>
                    )}
                  </span>
                </li>
              )),
            )}
          </ul>
        </>
      )}
      <h2 className={styles.h2}>{t('results')}</h2>
      <ul className={styles.orders}>
        {near?.previous.map((d) => (
          <li key={d.numero}>
            <span>{d.numero}</span>
            <Balls result={d.result} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function LotteryScreen() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const gameId = params.get('gameId');
  if (pathname.startsWith('/m/lottery') && gameId && /^[A-Za-z0-9_]{1,30}$/.test(gameId)) return <LotteryGame gameId={gameId} />;
  return <LotteryList elott={pathname.startsWith('/m/elott')} />;
}
