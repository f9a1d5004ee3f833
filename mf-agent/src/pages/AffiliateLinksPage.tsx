import { lazy, Suspense, useEffect, useState } from 'react';
import { errorText, toast, TOAST_MS, useTranslation } from '@site/shared';
import { NS } from '../i18n';
import { createLink, deleteLink, fetchLinks, type AffiliateLink } from '../api/agent.api';
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
  const [links, setLinks] = useState<AffiliateLink[] | null | undefined>(undefined);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<number | null>(null);

  const load = () =>
    fetchLinks().then(setLinks, (e: unknown) => {
      setLinks(null);
      toast.show(errorText(e), 'error', TOAST_MS.short);
    });
  useEffect(() => {
    void load();
  }, []);

  const create = async () => {
    setBusy(true);
    try {
      await createLink(name.trim());
      setName('');
      toast.show(t('links.created'), 'success', TOAST_MS.success);
      await load();
    } catch (e) {
      toast.show(errorText(e), 'error', TOAST_MS.short);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: number) => {
    if (confirming !== id) return setConfirming(id);
    setConfirming(null);
    try {
      await deleteLink(id);
      toast.show(t('links.deleted'), 'success', TOAST_MS.success);
      await load();
    } catch (e) {
      toast.show(errorText(e), 'error', TOAST_MS.short);
    }
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
          void create();
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
          <button type="submit" className={styles.primarySmall} disabled={busy} data-testid="agent-link-create">
            {t('links.create')}
          </button>
        </div>
      </form>
      {links === undefined ? (
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
                    onClick={() => void remove(link.id)}
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
