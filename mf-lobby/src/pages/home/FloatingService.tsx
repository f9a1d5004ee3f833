import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '@site/shared';
import { IconClose, IconFacebook, IconHeadset, IconLine } from '../../components/icons';
import { NS } from '../../i18n';
import styles from './home.module.css';

/** spec 2: floating customer-service widget with the Facebook and Line links of the downlink resources. */
export function FloatingService() {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const resources = useSystemStatus((s) => s.status?.info.resources ?? []);
  const links = resources.filter((r) => (r.resourceType === 'FACEBOOK' || r.resourceType === 'LINE') && /^https?:\/\//.test(r.url));
  if (!links.length) return null;
  return (
    <div className={styles.floating} data-testid="floating-service" data-open={open}>
      {open
        ? links.map((link) => (
            <a key={link.resourceType} href={link.url} target="_blank" rel="noopener noreferrer" className={styles.floatingLink} data-kind={link.resourceType} aria-label={link.labelNameEn ?? link.resourceType}>
              {link.resourceType === 'FACEBOOK' ? <IconFacebook /> : <IconLine />}
            </a>
          ))
        : null}
      <button type="button" className={styles.floatingButton} onClick={() => setOpen(!open)} aria-expanded={open} aria-label={t('customer_service')}>
        {open ? <IconClose /> : <IconHeadset />}
      </button>
    </div>
  );
}
