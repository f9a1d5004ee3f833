import { useCallback, useEffect, useState } from 'react';
import { errorText, formatMoney, toast, useTranslation } from '@site/shared';
import { GAMES_NS } from '../../i18n/games';
import type { BgsRound, SeedView } from '@site/shared';
import { fetchRounds, fetchSeeds, rotateSeed, verifyRound } from './api/play.api';
import styles from './play.module.css';

/** Provably fair: seed hash shown before play, editable client seed, nonce, rotate to reveal, verify any round. */
export function FairPanel({ game, refreshKey }: { game: string; refreshKey: number }) {
  const { t } = useTranslation(GAMES_NS);
  const [open, setOpen] = useState(false);
  const [seed, setSeed] = useState<SeedView | null>(null);
  const [clientSeed, setClientSeed] = useState('');
  const [revealed, setRevealed] = useState<string | null>(null);
  const [rounds, setRounds] = useState<BgsRound[]>([]);
  const [checks, setChecks] = useState<Record<number, boolean | 'reveal'>>({});

  const load = useCallback(async () => {
    try {
      const [s, r] = await Promise.all([fetchSeeds(), fetchRounds(game)]);
      setSeed(s);
      setClientSeed((c) => c || s.clientSeed);
      setRounds(r.slice(0, 8));
    } catch {
      /* not logged in: the panel stays empty */
    }
  }, [game]);
  useEffect(() => {
    if (open) void load();
  }, [open, load, refreshKey]);

  const rotate = async () => {
    try {
      const value = await rotateSeed(clientSeed);
      setRevealed(value.revealed.serverSeed);
      setSeed(value.next);
      void load();
    } catch (error) {
      toast.show(errorText(error), 'error');
    }
  };
  const verify = async (id: number) => {
    try {
      const value = await verifyRound(id);
      setChecks((c) => ({ ...c, [id]: value.hashMatches && value.outcomeMatches }));
    } catch {
      setChecks((c) => ({ ...c, [id]: 'reveal' }));
    }
  };

  return (
    <section className={styles.fair}>
      <button type="button" className={styles.fairToggle} onClick={() => setOpen(!open)} aria-expanded={open}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm-1 14-4-4 1.4-1.4L11 13.2l4.6-4.6L17 10l-6 6Z"
          />
        </svg>
        {t('fair_title')}
      </button>
      {open && (
        <div className={styles.fairBody}>
          <p className={styles.muted}>{t('fair_help')}</p>
          {seed && (
            <>
              <label className={styles.fairLabel}>{t('server_seed_hash')}</label>
              <code className={styles.code} data-testid="seed-hash">
                {seed.serverSeedHash}
              </code>
              <label className={styles.fairLabel} htmlFor="client-seed">
                {t('client_seed')}
              </label>
              <input
                id="client-seed"
                className={styles.input}
                value={clientSeed}
                maxLength={64}
                onChange={(e) => setClientSeed(e.target.value.replace(/[^\x21-\x7e]/g, ''))}
              />
              <div className={styles.fairRow}>
                <span>
                  {t('nonce')}: <b>{seed.nonce}</b>
                </span>
                <button type="button" className={styles.smallBtn} onClick={rotate} disabled={!clientSeed}>
                  {t('rotate')}
                </button>
              </div>
            </>
          )}
          {revealed && (
            <>
              <label className={styles.fairLabel}>{t('revealed_seed')}</label>
              <code className={styles.code}>{revealed}</code>
            </>
          )}
          {rounds.length > 0 && <label className={styles.fairLabel}>{t('recent_rounds')}</label>}
          <ul className={styles.rounds}>
            {rounds.map((r) => (
              <li key={r.id}>
                <span>{t('round', { nonce: r.nonce })}</span>
                <span>
                  {formatMoney(r.totalBet)} → {formatMoney(r.win)}
                </span>
                {checks[r.id] === undefined ? (
                  <button type="button" className={styles.smallBtn} onClick={() => verify(r.id)}>
                    {t('verify')}
                  </button>
                ) : (
                  <span className={checks[r.id] === true ? styles.ok : styles.bad}>
                    {checks[r.id] === 'reveal' ? t('reveal_first') : checks[r.id] ? `✓ ${t('verified')}` : t('not_verified')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
