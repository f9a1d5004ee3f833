import type React from 'react';
// Inline icons: no icon font, no network request.
const base = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const IconHome = () => (
  <svg {...base} aria-hidden="true">
    <path d="M3 11.5 12 4l9 7.5" />
    <path d="M5.5 10v9.5h13V10" />
    <path d="M10 19.5v-5h4v5" />
  </svg>
);
export const IconGift = () => (
  <svg {...base} aria-hidden="true">
    <rect x="3.5" y="9" width="17" height="11" rx="1.5" />
    <path d="M2.5 9h19v-3h-19zM12 6v14" />
    <path d="M12 6c-1.5-3-5-3-5 0M12 6c1.5-3 5-3 5 0" />
  </svg>
);
export const IconCrown = () => (
  <svg {...base} aria-hidden="true">
    <path d="m3 8 4.5 4L12 5l4.5 7L21 8l-2 11H5z" />
  </svg>
);
export const IconAgent = () => (
  <svg {...base} aria-hidden="true">
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.5-3.5 3.2-5.5 6.5-5.5s6 2 6.5 5.5" />
    <path d="M16 4.5a3.5 3.5 0 0 1 0 7M18.5 14.8c1.7.8 2.8 2.6 3 5.2" />
  </svg>
);
export const IconUser = () => (
  <svg {...base} aria-hidden="true">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c.8-4.2 4-6.5 8-6.5s7.2 2.3 8 6.5" />
  </svg>
);
export const IconSearch = () => (
  <svg {...base} aria-hidden="true">
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </svg>
);
export const IconMail = () => (
  <svg {...base} aria-hidden="true">
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </svg>
);
export const IconGlobe = () => (
  <svg {...base} aria-hidden="true">
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
  </svg>
);
export const IconBack = () => (
  <svg {...base} aria-hidden="true">
    <path d="m15 5-7 7 7 7" />
  </svg>
);
export const IconClose = () => (
  <svg {...base} aria-hidden="true">
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);
export const IconCheck = () => (
  <svg {...base} aria-hidden="true">
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </svg>
);
export const IconMoon = () => (
  <svg {...base} aria-hidden="true">
    <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />
  </svg>
);
export const IconDownload = () => (
  <svg {...base} aria-hidden="true">
    <path d="M12 4v11M7 10.5l5 5 5-5M5 20h14" />
  </svg>
);

export function Logo() {
  return (
    <svg width="140" height="28" viewBox="0 0 140 28" aria-label="Royal Win">
      <defs>
        <linearGradient id="lg" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#f0a020" />
        </linearGradient>
      </defs>
      <path d="M3 22 6 8l5 5 4-8 4 8 5-5 3 14z" fill="url(#lg)" />
      <text x="34" y="20" fontFamily="inherit" fontSize="16" fontWeight="800" fill="currentColor" letterSpacing=".5">
        ROYAL WIN
      </text>
    </svg>
  );
}

const social = { width: 18, height: 18, viewBox: '0 0 24 24', fill: 'currentColor' } as const;
/** Simplified brand marks for the footer's social links (product-rules 2), drawn inline. */
export const SOCIAL_ICONS: Record<string, () => React.JSX.Element> = {
  YOUTUBE: () => (
    <svg {...social} aria-hidden="true">
      <path d="M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.6 2.6 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.6 2.6 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z" />
    </svg>
  ),
  TIKTOK: () => (
    <svg {...social} aria-hidden="true">
      <path d="M16.5 3c.4 2.2 1.8 3.6 4 3.8v3.1a7 7 0 0 1-4-1.3v6.2a5.8 5.8 0 1 1-5.8-5.8h.6v3.2a2.7 2.7 0 1 0 2.1 2.6V3z" />
    </svg>
  ),
  INSTAGRAM: () => (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
    </svg>
  ),
  FACEBOOK: () => (
    <svg {...social} aria-hidden="true">
      <path d="M13.5 21v-8h2.7l.4-3.2h-3.1V7.8c0-.9.3-1.5 1.6-1.5h1.7V3.4A22 22 0 0 0 14.3 3c-2.4 0-4 1.5-4 4.1v2.7H7.6V13h2.7v8z" />
    </svg>
  ),
  TWITTER: () => (
    <svg {...social} aria-hidden="true">
      <path d="M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
    </svg>
  ),
};
