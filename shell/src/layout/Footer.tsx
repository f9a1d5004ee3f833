import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { api, debounce, useSystemStatus, useTranslation, type HelpQuery, type HelpTopic, type SocialLinks } from '@site/shared';
import { isFooterHidden } from './layout-rules';
import { SOCIAL_ICONS } from './icons';
import styles from './shell.module.css';

const SOCIALS = ['YOUTUBE', 'TIKTOK', 'INSTAGRAM', 'FACEBOOK', 'TWITTER'] as const satisfies ReadonlyArray<keyof SocialLinks>;

/** product-rules 2: help centre in the current language, reloaded (debounced 200 ms) on language change. */
function useHelpTopics(): HelpTopic[] {
  const { i18n } = useTranslation();
  const [topics, setTopics] = useState<HelpTopic[]>([]);
  useEffect(() => {
    let alive = true;
    const load = debounce((lang: string) => {
      api.get<HelpTopic[]>('/wps/system/helpCenter', { lang: lang.toUpperCase(), device: 'MOBILE' } satisfies HelpQuery).then(
        (list) => alive && setTopics(list),
        () => undefined,
      );
    }, 200);
    load(i18n.language);
    const onChange = (lang: string) => load(lang);
    i18n.on('languageChanged', onChange);
    return () => {
      alive = false;
      load.cancel();
      i18n.off('languageChanged', onChange);
    };
  }, [i18n]);
  return topics;
}

export function Footer() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const status = useSystemStatus((s) => s.status);
  const topics = useHelpTopics();
  if (isFooterHidden(pathname)) return null;
  const siteName = status?.info.siteName ?? 'Royal Win';
  const socials = SOCIALS.filter((key) => status?.info.socialLinks?.[key]?.url);
  return (
    <footer className={styles.footer} data-testid="site-footer">
      {topics.length ? (
        <nav className={styles.footerLinks} aria-label={t('help_centre')}>
          {topics.map((topic) => (
            <Link key={topic.tag} to={`/m/help?tag=${encodeURIComponent(topic.tag)}`}>
              {topic.title}
            </Link>
          ))}
        </nav>
      ) : null}
      {socials.length ? (
        <div className={styles.socials}>
          {socials.map((key) => {
            const Icon = SOCIAL_ICONS[key];
            return (
              <a
                key={key}
                href={status!.info.socialLinks[key]!.url}
                target="_blank"
                rel="noreferrer noopener"
                className={styles.social}
                aria-label={key}
              >
                <Icon />
              </a>
            );
          })}
        </div>
      ) : null}
      <p className={styles.license}>{t('license', { site: siteName })}</p>
      <p className={styles.copyright}>{t('copyright', { site: siteName })}</p>
    </footer>
  );
}
