import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@site/shared';
import type { Announcement } from '../../api/lobby.api';
import { IconMegaphone } from '../../components/icons';
import { NS } from '../../i18n';
import styles from './home.module.css';

/** spec 2: marquee frame rate 30, one pixel a frame. */
const FRAMES_PER_SECOND = 30;

/**
 * spec 2: announcement titles scroll by; each opens /m/notice (with its index); none shows no_announcement.
 * The scrolling is a Web Animation of the strip's transform (run by the compositor, no script per frame) in
 * steps of one pixel at 30 a second, started again when the titles change and on resize.
 */
export function NoticeMarquee({ notices }: { notices: Announcement[] | null }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const strip = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = strip.current;
    if (!notices?.length || !el?.animate) return;
    let animation: Animation | null = null;
    const start = () => {
      animation?.cancel();
      const from = box.current?.clientWidth ?? 0;
      const to = -el.scrollWidth;
      const distance = from - to;
      animation = el.animate([{ transform: `translateX(${from}px)` }, { transform: `translateX(${to}px)` }], {
        duration: (distance / FRAMES_PER_SECOND) * 1000,
        easing: `steps(${Math.max(1, Math.round(distance))})`,
        iterations: Infinity,
      });
    };
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    start();
    window.addEventListener('resize', start);
    return () => {
      animation?.cancel();
      window.removeEventListener('resize', start);
    };
  }, [notices]);

  return (
    <div className={styles.marquee} data-testid="notice-marquee">
      <span className={styles.marqueeIcon}>
        <IconMegaphone />
      </span>
      <div className={styles.marqueeBox} ref={box}>
        {notices === null ? null : notices.length === 0 ? (
          <span className={styles.marqueeEmpty}>{t('common:no_announcement')}</span>
        ) : (
          <div className={styles.marqueeStrip} ref={strip}>
            {notices.map((notice, index) => (
              <button key={notice.id} type="button" onClick={() => navigate(`/m/notice?index=${index}`, { state: { from: '/m/home' } })}>
                {notice.title}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
