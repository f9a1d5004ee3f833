import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Banner } from '../../api/lobby.api';
import styles from './home.module.css';

/** product-rules 9: banner autoplay 5000 ms, transition 1000 ms. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_TRANSITION_MS = 1000;

/**
 * product-rules 2: with more than one banner the carousel loops (a clone of the first slide follows the last) with a 1 s
 * transition and 5 s autoplay; a single banner does not autoplay; failed images are hidden; a click runs the
 * banner's link (a site path, or an external link in a new tab).
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const navigate = useNavigate();
  const [failed, setFailed] = useState<Set<number>>(new Set());
  const visible = banners.filter((b) => !failed.has(b.bannerId));
  const looping = visible.length > 1;
  const slides = looping ? [...visible, visible[0]] : visible;
  const [index, setIndex] = useState(0);
  const [animate, setAnimate] = useState(true);
  const touchX = useRef<number | null>(null);

  useEffect(() => {
    if (!looping) return;
    const timer = setInterval(() => {
      setAnimate(true);
      setIndex((i) => i + 1);
    }, BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [looping, visible.length]);

  useEffect(() => {
    if (index >= visible.length && visible.length) setIndex((i) => Math.min(i, visible.length));
  }, [visible.length, index]);

  // After sliding onto the clone of the first banner, jump back to the real first one without a transition.
  const onTransitionEnd = () => {
    if (index >= visible.length) {
      setAnimate(false);
      setIndex(0);
    }
  };
  useEffect(() => {
    if (!animate) {
      const frame = requestAnimationFrame(() => setAnimate(true));
      return () => cancelAnimationFrame(frame);
    }
  }, [animate]);

  const open = (banner: Banner) => {
    if (banner.redirect?.startsWith('/')) navigate(banner.redirect);
    else if (banner.externalLink && /^https?:\/\//.test(banner.externalLink)) window.open(banner.externalLink, '_blank', 'noopener');
  };

  // The frame keeps its size while banners load (or if every image failed): nothing below it jumps.
  if (!visible.length) return <div className={styles.carousel} aria-hidden="true" data-testid="banner-frame" />;
  const current = index % visible.length;
  return (
    <div
      className={styles.carousel}
      data-testid="banner-carousel"
      data-autoplay={looping}
      onTouchStart={(e) => (touchX.current = e.touches[0].clientX)}
      onTouchEnd={(e) => {
        if (touchX.current === null || !looping) return;
        const dx = e.changedTouches[0].clientX - touchX.current;
        touchX.current = null;
        if (Math.abs(dx) < 40) return;
        setAnimate(true);
        setIndex((i) => (dx < 0 ? i + 1 : Math.max(0, i - 1)));
      }}
    >
      <div
        className={styles.track}
        style={{ transform: `translateX(-${index * 100}%)`, transition: animate ? `transform ${BANNER_TRANSITION_MS}ms ease` : 'none' }}
        onTransitionEnd={onTransitionEnd}
      >
        {slides.map((banner, i) => (
          <button
            key={`${banner.bannerId}-${i}`}
            type="button"
            className={styles.slide}
            onClick={() => open(banner)}
            aria-label={banner.title}
            tabIndex={i === index ? 0 : -1}
          >
            <img
              src={banner.url}
              alt={banner.title}
              fetchPriority={i === 0 ? 'high' : 'low'}
              decoding="async"
              onError={() => setFailed((f) => new Set(f).add(banner.bannerId))}
            />
          </button>
        ))}
      </div>
      {looping ? (
        <div className={styles.dots} aria-hidden="true">
          {visible.map((b, i) => (
            <span key={b.bannerId} data-on={i === current} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
