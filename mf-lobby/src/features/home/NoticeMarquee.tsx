import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation, whenSettled } from '@site/shared';
import type { Announcement } from '../../api/lobby.api';
import { IconMegaphone } from '../../components/icons';
import { NS } from '../../i18n';
import styles from './home.module.css';

/** product-rules 2: marquee frame rate 30, one pixel a frame. */
const FRAMES_PER_SECOND = 30;

/**
 * The strip holds still until the page has settled: the first title can be read before it moves, and a 30 fps
 * animation started during the page's start-up would have the phone draw a new frame 30 times a second while
 * the rest of the home page is still being built.
 */
const HOLD_MS = 2000;

/**
 * product-rules 2: announcement titles scroll by; each opens /m/notice (with its index); none shows no_announcement.
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
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let animation: Animation | null = null;
    // From the right edge to out of sight on the left, over and over; the first pass starts where the strip stands.
    const start = (fromWhereItStands: boolean) => {
      animation?.cancel();
      const from = box.current?.clientWidth ?? 0;
      const to = -el.scrollWidth;
      const distance = from - to;
      const duration = (distance / FRAMES_PER_SECOND) * 1000;
      animation = el.animate([{ transform: `translateX(${from}px)` }, { transform: `translateX(${to}px)` }], {
        duration,
        easing: `steps(${Math.max(1, Math.round(distance))})`,
        iterations: Infinity,
      });
      if (fromWhereItStands && distance > 0) animation.currentTime = (from / distance) * duration;
    };
    const restart = () => start(false);
    const cancelHold = whenSettled(() => {
      start(true);
      window.addEventListener('resize', restart);
    }, HOLD_MS);
    return () => {
      cancelHold();
      animation?.cancel();
      window.removeEventListener('resize', restart);
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
