import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSystemStatus, useTranslation } from '@site/shared';
import { IconAndroid, IconApple } from '../components/icons';
import { NS } from '../i18n';
import styles from './pages.module.css';

type Os = 'android' | 'ios';

/** /m/download (product-rules 2 AppDownload): Android and iOS guides with the merchant's download links. */
export function DownloadPage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const resources = useSystemStatus((s) => s.status?.info.resources ?? []);
  const initial: Os =
    params.get('os') === 'ios' || (typeof navigator !== 'undefined' && /iPhone|iPad/.test(navigator.userAgent)) ? 'ios' : 'android';
  const [os, setOs] = useState<Os>(initial);
  const link = (type: string) => resources.find((r) => r.resourceType === type)?.url;
  const url = os === 'android' ? link('Android') : (link('MOBILECONFIG') ?? link('IOS'));
  const steps = [1, 2, 3].map((n) => t(`download_${os}_step${n}`));
  return (
    <section className={styles.page} data-screen="download">
      <div className={styles.downloadHero}>
        <div className={styles.phone} aria-hidden="true">
          <span />
        </div>
        <h2>{t('download_title')}</h2>
        <p>{t('download_sub')}</p>
      </div>
      <div className={styles.chips} role="tablist">
        <button type="button" role="tab" aria-selected={os === 'android'} onClick={() => setOs('android')} data-testid="download-android">
          <IconAndroid /> Android
        </button>
        <button type="button" role="tab" aria-selected={os === 'ios'} onClick={() => setOs('ios')} data-testid="download-ios">
          <IconApple /> iOS
        </button>
      </div>
      <ol className={styles.steps}>
        {steps.map((step, i) => (
          <li key={i}>
            <span>{i + 1}</span>
            {step}
          </li>
        ))}
      </ol>
      {url ? (
        <a className={styles.primaryButton} href={url} data-testid="download-link">
          {t(os === 'android' ? 'download_android' : 'download_ios')}
        </a>
      ) : null}
      {os === 'ios' ? <p className={styles.note}>{t('download_ios_note')}</p> : null}
    </section>
  );
}
