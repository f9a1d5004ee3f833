import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState, Spinner, useTranslation } from '@site/shared';
import { useHelpTopics } from '../hooks/use-help';
import { loadSanitizer } from '../content/safe-html';
import { SafeHtml } from '../components/SafeHtml';
import { NS } from '../i18n';
import styles from './messaging.module.css';

/** product-rules 2: /m/help, with ?tag=terms for the terms; loaded in the current language, reloaded 200 ms after a change. */
export function HelpPage() {
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const { topics, failed } = useHelpTopics();
  const openTag = params.get('tag') ?? '';

  useEffect(() => {
    // The sanitizer loads with the topics, so opening one shows it at once.
    loadSanitizer().catch(() => undefined);
  }, []);

  if (!topics) return failed ? <EmptyState text={t('common:in_no_data')} /> : <Spinner />;
  if (!topics.length) return <EmptyState text={t('common:in_no_data')} />;
  return (
    <section className={styles.page} data-screen="help">
      <div className={styles.hero}>
        <h2>{t('help.title')}</h2>
        <p>{t('help.subtitle')}</p>
      </div>
      <ul className={styles.accordion}>
        {topics.map((topic) => {
          const open = topic.tag === openTag;
          return (
            <li key={topic.tag} className={styles.card} data-open={open}>
              <button
                type="button"
                className={styles.cardHead}
                aria-expanded={open}
                onClick={() => setParams(open ? {} : { tag: topic.tag }, { replace: true })}
                data-testid={`help-${topic.tag}`}
              >
                <span>{topic.title}</span>
                <span className={styles.chevron} aria-hidden="true" />
              </button>
              {open ? <SafeHtml className={styles.richText} html={topic.content} /> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
