import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../api/lobby.api';
import { IconMegaphone } from '../../components/icons';
import { NS } from '../../i18n';
import styles from './home.module.css';

/** spec 2: marquee frame rate 30. */
const FRAME_MS = 1000 / 30;
const PIXELS_PER_FRAME = 1;

/** spec 2: announcement titles scroll by; each opens /m/notice (with its index); none shows no_announcement. */
export function NoticeMarquee({ notices }: { notices: Announcement[] | null }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const strip = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!notices?.length) return;
    let x = box.current?.clientWidth ?? 0;
    let last = 0;
    let frame = 0;
    const step = (time: number) => {
      frame = requestAnimationFrame(step);
      if (time - last < FRAME_MS) return;
      last = time;
      const width = strip.current?.scrollWidth ?? 0;
      x -= PIXELS_PER_FRAME;
      if (x < -width) x = box.current?.clientWidth ?? 0;
      if (strip.current) strip.current.style.transform = `translateX(${x}px)`;
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
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
