import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  api,
  bus,
  categoryNameKey,
  errorText,
  formatMoney,
  headerKind,
  HiddenScreenTitle,
  lgw,
  toast,
  useSession,
  useTranslation,
  type GameMenu,
  type LotteryGameWithDraws,
  type LotteryOrder,
  type LotteryOrders,
  type MemberWallet,
  type MemberWallets,
  type NearNumeros,
  type VnMenu,
} from '@site/shared';
import { IconBalls } from '../../components/icons';
import { GAMES_NS } from '../../i18n/games';
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
  const [menus, setMenus] = useState<GameMenu[]>([]);
  const [vn, setVn] = useState<VnMenu[]>([]);
  const [region, setRegion] = useState('ALL');
  const load = useCallback(async () => {
    const modes = elott ? ['ELOTT'] : ['LOTT', 'ZY'];
    try {
      const lists = await Promise.all(modes.map((m) => lgw<GameMenu[]>({ url: '/lgw/games/game_menus', params: { prizeMode: m } })));
      setMenus(lists.flat().map((m) => ({ ...m, games: m.games.filter((g) => g.kind === 'QUICK') })));
      setVn(await lgw<VnMenu[]>({ url: '/lgw/vn/games/game_menu' }));
    } catch (error) {
      toast.show(errorText(error), 'error');
    }
  }, [elott]);
  useEffect(() => {
    void load();
    const timer = window.setInterval(load, 15000);
    return () => clearInterval(timer);
  }, [load]);

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
  const [game, setGame] = useState<Game | null>(null);
  const [near, setNear] = useState<NearNumeros | null>(null);
  const [play, setPlay] = useState('DE2');
  const [picked, setPicked] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [unit, setUnit] = useState(100);
  const [chase, setChase] = useState(1);
  const [orders, setOrders] = useState<LotteryOrder[]>([]);
  const [wallet, setWallet] = useState<MemberWallet | null>(null);
  const [busy, setBusy] = useState(false);
  const back = params.get('backUrl');

  const load = useCallback(async () => {
    try {
      const games = await lgw<Game[]>({ url: '/lgw/games/mobile' });
      const found = games.find((g) => g.gameId === gameId) ?? null;
      setGame(found);
      setNear(await lgw<NearNumeros>({ url: '/lgw/numeros/near', params: { gameId } }));
      if (loggedIn) setOrders((await lgw<LotteryOrders>({ url: '/lgw/orders', params: { gameId, size: 10 } })).list);
      // The wallet this game's bets are paid from (its vendor's, or MAIN), as the API says: its name and balance.
      if (loggedIn && found)
        setWallet((await api.get<MemberWallets>('/wps/wallets/gcs')).wallets.find((w) => w.wallet === found.wallet) ?? null);
    } catch (error) {
      toast.show(errorText(error), 'error');
    }
  }, [gameId, loggedIn]);
  useEffect(() => {
    void load();
  }, [load]);
  const current = near?.current ?? null;
  useEffect(() => {
    // Reload when the current draw closes, then again when its result is due.
    if (!current) return;
    const wait = Math.max(1000, Math.min(current.closeTime, current.drawTime) - Date.now() + 1500);
    const timer = window.setTimeout(load, Math.min(wait, 60000));
    return () => clearTimeout(timer);
  }, [current, load]);

  const choices = useMemo(() => (play === 'BS' ? ['BIG', 'SMALL'] : play === 'OE' ? ['ODD', 'EVEN'] : null), [play]);
  const numbers = useMemo(() => {
    if (choices) return picked.filter((p) => choices.includes(p)).slice(0, 1);
    const fromText = typed.split(/[\s,]+/).filter((n) => new RegExp(`^\\d{${play === 'DE3' ? 3 : 2}}$`).test(n));
    return [...new Set(play === 'DE3' ? fromText : [...picked.filter((p) => /^\d{2}$/.test(p)), ...fromText])];
  }, [picked, typed, play, choices]);
  const total = numbers.length * unit * chase;

  const place = async () => {
    if (!loggedIn) return navigate('/m/login');
    if (!current || numbers.length === 0) return;
    setBusy(true);
    try {
      const slip = [{ playCode: play, content: numbers.join(','), unitAmount: unit }];
      await lgw({
        method: 'post',
        url: '/lgw/orders/betting',
        data: {
          gameId,
          currentNumero: current.numero,
          betCartAmountSum: total,
          chase,
          device: 'H5',
          orderType: 'NORMAL',
          prizeModeId: game?.prizeMode,
          bettingSlipString: JSON.stringify(slip),
          requestId: crypto.randomUUID().replace(/-/g, ''),
        },
      });
      toast.show(t('order_placed'), 'success', 1000);
      bus.emit('wallet:changed', {});
      setPicked([]);
      setTyped('');
      await load();
    } catch (error) {
      toast.show(errorText(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  const cancel = async (id: number) => {
    try {
      await lgw({ method: 'put', url: '/lgw/orders/suborders/cancel', data: [id] });
      toast.show(t('cancelled'), 'success', 1000);
      bus.emit('wallet:changed', {});
      await load();
    } catch (error) {
      toast.show(errorText(error), 'error');
    }
  };

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
