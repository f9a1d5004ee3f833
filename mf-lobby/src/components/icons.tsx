/** Inline icons (no remote images); currentColor so both themes colour them. */
const box = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
};

export const IconHome = () => (
  <svg {...box}>
    <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />
  </svg>
);
export const IconTrophy = () => (
  <svg {...box}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0zM8 6H4v2a4 4 0 0 0 4 4M16 6h4v2a4 4 0 0 1-4 4M12 13v4M8 21h8M9 17h6" />
  </svg>
);
export const IconCards = () => (
  <svg {...box}>
    <rect x="3" y="5" width="11" height="15" rx="2" />
    <path d="M17 6l3 1-3 13-3-1" />
  </svg>
);
export const IconSlot = () => (
  <svg {...box}>
    <rect x="3" y="5" width="18" height="14" rx="3" />
    <path d="M9 5v14M15 5v14" />
  </svg>
);
export const IconFish = () => (
  <svg {...box}>
    <path d="M3 12c3-5 10-6 14-1l4-3v8l-4-3c-4 5-11 4-14-1z" />
    <circle cx="8" cy="11" r="1" />
  </svg>
);
export const IconChip = () => (
  <svg {...box}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="4" />
    <path d="M12 3v3M12 18v3M3 12h3M18 12h3" />
  </svg>
);
export const IconBall = () => (
  <svg {...box}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7l4 3-1.5 5h-5L8 10z" />
  </svg>
);
export const IconPad = () => (
  <svg {...box}>
    <path d="M6 8h12a4 4 0 0 1 4 4l-1 5a2 2 0 0 1-3.4 1L15 15H9l-2.6 3A2 2 0 0 1 3 17l-1-5a4 4 0 0 1 4-4z" />
    <path d="M7 11v3M5.5 12.5h3" />
  </svg>
);
export const IconWheel = () => (
  <svg {...box}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="3" />
    <path d="M12 3v6M12 15v6M3 12h6M15 12h6M5.6 5.6l4.3 4.3M14.1 14.1l4.3 4.3M18.4 5.6l-4.3 4.3M9.9 14.1l-4.3 4.3" />
  </svg>
);
export const IconGrid = () => (
  <svg {...box}>
    <rect x="4" y="4" width="7" height="7" rx="1.5" />
    <rect x="13" y="4" width="7" height="7" rx="1.5" />
    <rect x="4" y="13" width="7" height="7" rx="1.5" />
    <rect x="13" y="13" width="7" height="7" rx="1.5" />
  </svg>
);
export const IconRooster = () => (
  <svg {...box}>
    <path d="M6 20c0-6 2-10 7-11l1-4 2 3 3-1-1 3c2 2 2 6 1 10z" />
  </svg>
);
export const IconBalls = () => (
  <svg {...box}>
    <circle cx="8" cy="9" r="4" />
    <circle cx="16" cy="9" r="4" />
    <circle cx="12" cy="16" r="4" />
  </svg>
);
export const IconCrown = () => (
  <svg {...box}>
    <path d="M3 18l-1-11 6 4 4-7 4 7 6-4-1 11z" />
  </svg>
);
export const IconHeart = ({ filled }: { filled?: boolean }) => (
  <svg {...box} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 20s-7-4.4-9-9a5 5 0 0 1 9-3 5 5 0 0 1 9 3c-2 4.6-9 9-9 9z" />
  </svg>
);
export const IconSearch = () => (
  <svg {...box}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" />
  </svg>
);
export const IconDeposit = () => (
  <svg {...box}>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M12 9v7M9 13l3 3 3-3" />
  </svg>
);
export const IconWithdraw = () => (
  <svg {...box}>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M12 16V9M9 12l3-3 3 3" />
  </svg>
);
export const IconHeadset = () => (
  <svg {...box}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19a3 3 0 0 1-3 3h-3" />
  </svg>
);
export const IconDownload = () => (
  <svg {...box}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </svg>
);
export const IconMenu = () => (
  <svg {...box}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);
export const IconChat = () => (
  <svg {...box}>
    <path d="M4 5h16v11H8l-4 4z" />
  </svg>
);
export const IconTelegram = () => (
  <svg {...box}>
    <path d="M21 4L3 11l6 2 2 6 3-4 5 4z" />
    <path d="M9 13l8-6" />
  </svg>
);
export const IconPlay = () => (
  <svg {...box} fill="currentColor" stroke="none">
    <path d="M8 5v14l11-7z" />
  </svg>
);
export const IconClose = () => (
  <svg {...box}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
export const IconMegaphone = () => (
  <svg {...box}>
    <path d="M3 10v4h4l8 5V5L7 10zM18 9a4 4 0 0 1 0 6" />
  </svg>
);
export const IconBack = () => (
  <svg {...box}>
    <path d="M15 5l-7 7 7 7" />
  </svg>
);
export const IconApple = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
    <path
      fill="currentColor"
      d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.8-.9-3-.8C7 7.3 5.6 8.2 4.8 9.6c-1.6 2.8-.4 6.9 1.2 9.1.8 1.1 1.7 2.3 2.9 2.3 1.1-.1 1.6-.7 3-.7s1.8.7 3 .7 2-1.1 2.8-2.2c.9-1.3 1.2-2.5 1.3-2.6-.1 0-2.6-1-2.6-3.6zM14.2 5.6c.6-.8 1.1-1.8.9-2.9-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1.1.1 2.1-.5 2.8-1.3z"
    />
  </svg>
);
export const IconAndroid = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
    <path
      fill="currentColor"
      d="M6 9h12v8a1 1 0 0 1-1 1h-1v3h-2v-3h-4v3H8v-3H7a1 1 0 0 1-1-1zM4 9h1.5v6H4zM18.5 9H20v6h-1.5zM7 8a5 5 0 0 1 10 0zm2.5-2.2a.6.6 0 1 0 0 1.2.6.6 0 0 0 0-1.2zm5 0a.6.6 0 1 0 0 1.2.6.6 0 0 0 0-1.2zM8 2.5l1.3 2M16 2.5l-1.3 2"
      stroke="currentColor"
      strokeWidth="0.8"
    />
  </svg>
);

/** The tab and section icon of a category. */
export function CategoryIcon({ category }: { category: string }) {
  switch (category) {
    case 'LIVE':
      return <IconCards />;
    case 'RNG':
      return <IconSlot />;
    case 'FISH':
      return <IconFish />;
    case 'PVP':
      return <IconChip />;
    case 'SPORTS':
      return <IconBall />;
    case 'ESPORTS':
      return <IconPad />;
    case 'COCKFIGHT':
      return <IconRooster />;
    case 'LOTT':
    case 'ELOTT':
      return <IconBalls />;
    case 'INHOUSE':
      return <IconCrown />;
    default:
      return <IconSlot />;
  }
}
