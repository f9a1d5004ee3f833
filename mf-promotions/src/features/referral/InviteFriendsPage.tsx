import { lazy, Suspense } from 'react';
import {
  bus,
  EmptyState,
  errorText,
  formatDate,
  formatMoney,
  isRealMember,
  Spinner,
  toast,
  TOAST_MS,
  useSession,
  useTranslation,
} from '@site/shared';
import { NS } from '../../i18n';
import type { Invitee } from './api/referral.api';
import { useReferral } from './use-referral';
import styles from './referral.module.css';

/** The QR encoder is fetched with the invite screen only, not with the rest of mf-promotions. */
const QrCode = lazy(() => import('@site/shared/src/ui/QrCode').then((m) => ({ default: m.QrCode })));

/** Copies the text; where the clipboard is refused, shows it so it can be copied by hand. */
async function copy(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.show(done, 'success', TOAST_MS.success);
  } catch {
    toast.show(text, 'info', TOAST_MS.long);
  }
}

/**
 * /m/inviteFriends (REFERRAL): the member's code, link and QR code, copy and share (the Web Share API where the
 * browser has it, else a copy), the merchant's rules, and the invitees with their state and the reward each paid.
 */
export function InviteFriendsPage() {
  const { t } = useTranslation(NS);
  const session = useSession((s) => s.session);
  const { summary, loadMore, loading } = useReferral();

  if (!session) {
    return (
      <section className={styles.page} data-screen="inviteFriends">
        <div className={styles.card}>
          <h2>{t('referral.title')}</h2>
          <p>{t('referral.guest')}</p>
          <button type="button" className={styles.primary} onClick={() => bus.emit('auth:open', { view: 'login' })}>
            {t('common:login')}
          </button>
        </div>
      </section>
    );
  }
  if (!isRealMember(session)) return <EmptyState text={t('common:free_reject')} />;
  if (summary === undefined) return <Spinner />;
  if (!summary) return <EmptyState text={t('common:in_no_data')} />;

  const link = `${window.location.origin}${summary.path}`;
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('referral.share_title'), text: t('referral.share_text', { code: summary.code }), url: link });
        return;
      } catch (error) {
        // The member closed the share sheet: nothing to do.
        if ((error as Error).name === 'AbortError') return;
      }
    }
    await copy(link, t('referral.link_copied'));
  };

  return (
    <section className={styles.page} data-screen="inviteFriends">
      <div className={styles.card}>
        <h2>{t('referral.title')}</h2>
        <p className={styles.muted}>
          {t(summary.rules.minTurnover ? 'referral.rules' : 'referral.rules_deposit_only', {
            deposit: formatMoney(summary.rules.minDeposit),
            turnover: formatMoney(summary.rules.minTurnover),
            reward: formatMoney(summary.rules.reward),
          })}
        </p>
        <div className={styles.qr}>
          <Suspense fallback={<div className={styles.qrSpace} />}>
            <QrCode text={link} label={t('referral.qr_label')} />
          </Suspense>
        </div>
        <dl className={styles.fields}>
          <dt>{t('referral.code')}</dt>
          <dd>
            <strong data-testid="invite-code">{summary.code}</strong>
            <button type="button" className={styles.ghost} onClick={() => copy(summary.code, t('referral.code_copied'))}>
              {t('referral.copy')}
            </button>
          </dd>
          <dt>{t('referral.link')}</dt>
          <dd>
            <span className={styles.link} data-testid="invite-link">
              {link}
            </span>
            <button type="button" className={styles.ghost} onClick={() => copy(link, t('referral.link_copied'))}>
              {t('referral.copy')}
            </button>
          </dd>
        </dl>
        <button type="button" className={styles.primary} onClick={() => share().catch((e) => toast.show(errorText(e), 'error'))}>
          {t('referral.share')}
        </button>
      </div>

      <div className={styles.totals}>
        <div>
          <span>{t('referral.valid_count')}</span>
          <strong data-testid="invite-valid-count">{summary.validCount}</strong>
        </div>
        <div>
          <span>{t('referral.reward_total')}</span>
          <strong data-testid="invite-reward-total">฿{formatMoney(summary.rewardTotal)}</strong>
        </div>
      </div>

      <h3 className={styles.heading}>{t('referral.invitees')}</h3>
      {!summary.invitees.length ? (
        <EmptyState text={t('referral.none')} />
      ) : (
        <>
          <ul className={styles.list}>
            {summary.invitees.map((invitee, i) => (
              <InviteeRow key={`${invitee.account}-${i}`} invitee={invitee} />
            ))}
          </ul>
          <div className={styles.more}>
            <span data-testid="invitees-shown">
              {t('common:display_of_total', { count: summary.invitees.length, total: summary.totalCount })}
            </span>
            {summary.pageNum < summary.totalPages ? (
              <button type="button" className={styles.moreButton} onClick={loadMore} disabled={loading} data-testid="invitees-more">
                {loading ? t('common:loading') : t('common:load_more')}
              </button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}

function InviteeRow({ invitee }: { invitee: Invitee }) {
  const { t, i18n } = useTranslation(NS);
  return (
    <li className={styles.row} data-testid="invitee" data-state={invitee.state}>
      <div>
        <strong>{invitee.account}</strong>
        <span className={styles.muted}>{formatDate(invitee.registeredAt, i18n.language)}</span>
      </div>
      <div className={styles.right}>
        <span className={styles.state} data-state={invitee.state}>
          {t(`referral.states.${invitee.state}`)}
        </span>
        {invitee.refusal ? <span className={styles.refusal}>{t(`referral.refusals.${invitee.refusal}`)}</span> : null}
        {invitee.reward !== null ? <span className={styles.reward}>+฿{formatMoney(invitee.reward)}</span> : null}
      </div>
    </li>
  );
}
