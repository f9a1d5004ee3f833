/** Slot symbols drawn as inline SVG (no image hosts, no emoji fonts). */
export function SlotSymbolArt({ symbol }: { symbol: string }) {
  switch (symbol) {
    case 'cherry':
      return (
        <svg viewBox="0 0 48 48" aria-label="cherry">
          <path d="M24 6c-2 8-8 14-12 20M24 6c2 9 6 14 12 18" stroke="#3aa655" strokeWidth="3" fill="none" />
          <circle cx="13" cy="32" r="9" fill="#e11d48" />
          <circle cx="34" cy="31" r="9" fill="#be123c" />
          <circle cx="10" cy="29" r="2.5" fill="#fff" opacity=".6" />
          <circle cx="31" cy="28" r="2.5" fill="#fff" opacity=".6" />
        </svg>
      );
    case 'lemon':
      return (
        <svg viewBox="0 0 48 48" aria-label="lemon">
          <ellipse cx="24" cy="25" rx="17" ry="13" fill="#facc15" />
          <ellipse cx="24" cy="25" rx="17" ry="13" fill="none" stroke="#ca8a04" strokeWidth="2" />
          <path d="M6 25l-3-2M42 25l3-2" stroke="#ca8a04" strokeWidth="3" />
          <ellipse cx="18" cy="20" rx="5" ry="2.5" fill="#fff" opacity=".5" />
        </svg>
      );
    case 'orange':
      return (
        <svg viewBox="0 0 48 48" aria-label="orange">
          <circle cx="24" cy="27" r="16" fill="#fb923c" />
          <circle cx="24" cy="27" r="16" fill="none" stroke="#c2410c" strokeWidth="2" />
          <path d="M24 11c3-5 9-6 12-4-3 4-8 5-12 4Z" fill="#16a34a" />
          <circle cx="18" cy="21" r="3" fill="#fff" opacity=".45" />
        </svg>
      );
    case 'grape':
      return (
        <svg viewBox="0 0 48 48" aria-label="grape">
          {[
            [17, 16],
            [31, 16],
            [24, 18],
            [14, 27],
            [24, 27],
            [34, 27],
            [19, 36],
            [29, 36],
            [24, 44],
          ].map(([x, y], i) => (
            <circle key={i} cx={x} cy={y - 3} r="6.5" fill="#7c3aed" stroke="#4c1d95" strokeWidth="1.5" />
          ))}
          <path d="M24 4v8" stroke="#16a34a" strokeWidth="3" />
        </svg>
      );
    case 'bell':
      return (
        <svg viewBox="0 0 48 48" aria-label="bell">
          <path d="M24 6c-9 0-13 8-13 16v8l-4 6h34l-4-6v-8c0-8-4-16-13-16Z" fill="#fbbf24" stroke="#b45309" strokeWidth="2" />
          <circle cx="24" cy="40" r="4" fill="#b45309" />
          <path d="M17 16c1-3 3-5 6-5" stroke="#fff" strokeWidth="2.5" opacity=".6" fill="none" />
        </svg>
      );
    case 'bar':
      return (
        <svg viewBox="0 0 48 48" aria-label="bar">
          <rect x="4" y="14" width="40" height="20" rx="4" fill="#111827" stroke="#e5e7eb" strokeWidth="2" />
          <text x="24" y="29.5" textAnchor="middle" fontSize="13" fontWeight="900" fill="#f3f4f6" fontFamily="Arial, sans-serif">
            BAR
          </text>
        </svg>
      );
    case 'seven':
      return (
        <svg viewBox="0 0 48 48" aria-label="seven">
          <text
            x="24"
            y="40"
            textAnchor="middle"
            fontSize="40"
            fontWeight="900"
            fill="#ef4444"
            stroke="#7f1d1d"
            strokeWidth="2"
            fontFamily="Arial Black, Arial, sans-serif"
          >
            7
          </text>
        </svg>
      );
    default:
      return (
        <svg viewBox="0 0 48 48" aria-label="wild">
          <path d="M24 3l6 13 14 2-10 10 2 14-12-7-12 7 2-14L4 18l14-2z" fill="url(#wildg)" stroke="#92400e" strokeWidth="1.5" />
          <defs>
            <linearGradient id="wildg" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#fde68a" />
              <stop offset="1" stopColor="#f59e0b" />
            </linearGradient>
          </defs>
          <text x="24" y="29" textAnchor="middle" fontSize="9" fontWeight="900" fill="#7c2d12" fontFamily="Arial, sans-serif">
            WILD
          </text>
        </svg>
      );
  }
}
