import { lazy, Suspense, useState } from 'react';
import { toast, TOAST_MS, useTranslation } from '@site/shared';
import { NS } from '../i18n';
import { useCreateLink, useDeleteLink, useLinks } from '../hooks/use-agent';
import { AgentTopBar } from '../components/AgentTopBar';
import { AgentOnly } from '../components/AgentOnly';
import styles from './agent.module.css';

// qrcode-generator loads with the first link drawn, never with the rest of the agent area.
const QrCode = lazy(() => import('@site/shared/src/ui/QrCode').then((m) => ({ default: m.QrCode })));

/** The agent's affiliate links (AFFMAN3): create, view with QR code and registrations, delete (a second tap confirms). */
export function AffiliateLinksPage() {
  const { t } = useTranslation(NS);
  return (
    <section className={styles.page} data-screen="agent_links">
      <AgentTopBar title={t('links.title')} back="/m/agent" />
      <AgentOnly>
        <Links />
      </AgentOnly>
    </section>
  );
}

function Links() {
  const { t } = useTranslation(NS);
  const { data: links, isPending } = useLinks();
  const [name, setName] = useState('');
  const [confirming, setConfirming] = useState<number | null>(null);
  const creating = useCreateLink(() => t('links.created'));
  const deleting = useDeleteLink(() => t('links.deleted'));

  const create = () => creating.mutate(name.trim(), { onSuccess: () => setName('') });
  const remove = (id: number) => {
    if (confirming !== id) return setConfirming(id);
    setConfirming(null);
    deleting.mutate(id);
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.show(t('common:copied'), 'success', TOAST_MS.success);
    } catch {
      toast.show(url, 'info', TOAST_MS.long);
    }
  };

  return (
    <>
      <form
        className={styles.panel}
        onSubmit={(e) => {
          e.preventDefault();
          create();
        }}
      >
        <label className={styles.caption} htmlFor="agent-link-name">
          {t('links.name')}
        </label>
        <div className={styles.linkRow}>
          <input
            id="agent-link-name"
            value={name}
            maxLength={40}
            placeholder={t('links.name_hint')}
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" className={styles.primarySmall} disabled={creating.isPending} data-testid="agent-link-create">
            {t('links.create')}
          </button>
        </div>
      </form>
      {isPending ? (
        <p className={styles.muted}>{t('common:loading')}</p>
      ) : !links || links.length === 0 ? (
        <p className={styles.muted}>{t('links.none')}</p>
      ) : (
        <ul className={styles.list} data-testid="agent-link-list">
          {links.map((link) => {
            const url = `${window.location.origin}${link.path}`;
            return (
              <li key={link.id} className={styles.card} data-testid="agent-link">
                <div className={styles.cardHead}>
                  <strong>{link.name || t('links.unnamed')}</strong>
                  <span className={styles.badge}>{t('links.registrations', { count: link.registrations })}</span>
                </div>
                <div className={styles.qrRow}>
                  <Suspense fallback={<div className={styles.qrSpace} />}>
                    <QrCode text={url} label={t('links.qr_label')} size={112} testId="agent-link-qr" />
                  </Suspense>
                  <div className={styles.linkFacts}>
                    <span className={styles.caption}>{t('links.code')}</span>
                    <strong className={styles.code} data-testid="agent-link-code">
                      {link.code}
                    </strong>
                    <span className={styles.url}>{url}</span>
                  </div>
                </div>
                <div className={styles.actions}>
                  <button type="button" className={styles.secondarySmall} onClick={() => void copy(url)}>
                    {t('links.copy')}
                  </button>
                  <button
                    type="button"
                    className={confirming === link.id ? styles.dangerSmall : styles.secondarySmall}
                    disabled={deleting.isPending}
                    onClick={() => remove(link.id)}
                  >
                    {confirming === link.id ? t('links.delete_confirm') : t('links.delete')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
