import { useId } from 'react';

/** The built-in avatars (ids 1..12, the API's BUILTIN_AVATAR_COUNT): a gradient and a glyph, drawn inline. */
export const BUILTIN_AVATARS = 12;
const GRADIENTS: Array<[string, string]> = [
  ['#ffd66b', '#f0a020'],
  ['#7aa7ff', '#4b4fd8'],
  ['#ff8fa3', '#e8385a'],
  ['#6ee7b7', '#0f9f6e'],
  ['#c4a1ff', '#7b3fe4'],
  ['#ffb38a', '#f0612d'],
  ['#8be3ff', '#1b8fc4'],
  ['#f9a8d4', '#be3b8c'],
  ['#d9f99d', '#5e9c16'],
  ['#fde68a', '#b45309'],
  ['#a5b4fc', '#3730a3'],
  ['#fca5a5', '#991b1b'],
];
const GLYPHS = [
  'M12 3.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L12 16.9l-5.3 2.7 1-5.8L3.5 9.7l5.9-.9L12 3.5Z', // star
  'M4 9l4 3.5L12 6l4 6.5L20 9l-1.6 9H5.6L4 9Z', // crown
  'M12 3 20 12l-8 9-8-9 8-9Z', // diamond
  'M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.6 4.2 4.2 0 0 1 19.5 10C19.5 15.4 12 20 12 20Z', // heart
  'M13.5 3 5 13.5h6L10.5 21 19 10.5h-6L13.5 3Z', // bolt
  'M15.5 4.2A8 8 0 1 0 19.8 15 6.5 6.5 0 0 1 15.5 4.2Z', // moon
];

export function BuiltinAvatar({ id, size = 56 }: { id: number; size?: number }) {
  const gradientId = useId();
  const [from, to] = GRADIENTS[(id - 1 + GRADIENTS.length) % GRADIENTS.length];
  const glyph = GLYPHS[(id - 1 + GLYPHS.length) % GLYPHS.length];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role="img"
      aria-label={`avatar ${id}`}
      style={{ borderRadius: '50%', flex: 'none' }}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="24" height="24" fill={`url(#${gradientId})`} />
      <path d={glyph} transform="translate(4.2 4.2) scale(0.65)" fill="rgba(255,255,255,0.92)" />
    </svg>
  );
}

/** The member's avatar: an uploaded image, a built-in one, or the first letter of the name. */
export function Avatar({ avatarId, url, name, size = 56 }: { avatarId?: number | null; url?: string | null; name: string; size?: number }) {
  if (url) return <img src={url} alt="" width={size} height={size} style={{ borderRadius: '50%', objectFit: 'cover', flex: 'none' }} />;
  if (avatarId) return <BuiltinAvatar id={avatarId} size={size} />;
  return (
    <span
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        flex: 'none',
        borderRadius: '50%',
        background: 'var(--g-primary)',
        color: 'var(--c-on-primary)',
        fontWeight: 900,
        fontSize: Math.round(size * 0.42),
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
