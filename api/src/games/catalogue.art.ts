/**
 * Game, vendor and banner art drawn here as SVG (no remote image hosts). A game's tile is its theme's picture in the
 * theme's colours, framed in its vendor's style with its category's badge, and its name (gameIconSvg); vendor cards
 * and banners take a gradient from a hash of their name. Deterministic, so the browser caches it for a long time. The site is
 * sent these as WebP rasterised with the Kanit font (art.image.ts); the SVG source stays reachable.
 */
import { escapeMarkup } from '../http/markup';
import { MOTIFS, themeById, themeOf } from '@site/shared/src/games/game-themes';

/** Kanit (Thai and Latin) is the font the art is rasterised with; the others serve the SVG shown as it is. */
export const ART_FONT_FAMILY = 'Kanit';
const FONT = `${ART_FONT_FAMILY}, Segoe UI, Roboto, Noto Sans Thai, Tahoma, sans-serif`;
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Thai vowel and tone marks sit above or below a letter and take no width of their own. */
const THAI_MARKS = /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/g;
const shownLength = (text: string) => text.replace(THAI_MARKS, '').length;
/** Word breaks from ICU: Thai writes no spaces between words, so splitting on spaces cut Thai names mid-word. */
const words = new Intl.Segmenter('th', { granularity: 'word' });
const letters = new Intl.Segmenter('th', { granularity: 'grapheme' });

/** The first `width` letters of a word (a Thai letter keeps its marks), with an ellipsis. */
function cut(text: string, width: number): string {
  const kept = [...letters.segment(text)].slice(0, width).map((g) => g.segment);
  return `${kept.join('')}…`;
}

/** Splits a title into at most two lines of about `width` letters, at word breaks. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [''];
  for (const { segment } of words.segment(text.trim())) {
    const line = lines[lines.length - 1];
    if (!line.trim() || shownLength((line + segment).trimEnd()) <= width) lines[lines.length - 1] = line + segment;
    else if (lines.length < 2) lines.push(segment.trimStart());
    else {
      lines[1] = `${lines[1].trimEnd()}…`;
      break;
    }
  }
  return lines.map((l) => l.trim()).map((l) => (shownLength(l) > width + 2 ? cut(l, width) : l));
}

/** One simple glyph per category, drawn in a 100x100 box centred at (100, 78) of the 200x200 icon. */
const GLYPHS: Record<string, string> = {
  LIVE: '<rect x="62" y="44" width="44" height="60" rx="6" transform="rotate(-12 84 74)"/><rect x="94" y="44" width="44" height="60" rx="6" transform="rotate(10 116 74)" fill-opacity="0.75"/>',
  RNG: '<rect x="48" y="46" width="104" height="60" rx="10"/><g fill-opacity="0.55"><rect x="56" y="54" width="26" height="44" rx="5" fill="#000"/><rect x="87" y="54" width="26" height="44" rx="5" fill="#000"/><rect x="118" y="54" width="26" height="44" rx="5" fill="#000"/></g>',
  FISH: '<path d="M50 76c20-28 62-28 82 0-20 28-62 28-82 0z"/><path d="M130 76l24-18v36z"/><circle cx="70" cy="72" r="5" fill="#000" fill-opacity="0.5"/>',
  PVP: '<circle cx="78" cy="76" r="28"/><circle cx="122" cy="76" r="28" fill-opacity="0.7"/><circle cx="78" cy="76" r="14" fill="#000" fill-opacity="0.25"/>',
  SPORTS: '<circle cx="100" cy="76" r="34"/><path d="M100 58l16 12-6 19h-20l-6-19z" fill="#000" fill-opacity="0.35"/>',
  ESPORTS:
    '<path d="M56 64c0-8 6-14 14-14h60c8 0 14 6 14 14l8 30c2 10-10 16-18 8l-10-10H76l-10 10c-8 8-20 2-18-8z"/><circle cx="124" cy="70" r="5" fill="#000" fill-opacity="0.4"/><path d="M72 66h16M80 58v16" stroke="#000" stroke-opacity="0.4" stroke-width="5"/>',
  COCKFIGHT: '<path d="M70 104c0-30 14-48 34-50l6-14 8 12 10-4-4 12c10 8 14 22 12 44z"/><path d="M132 62l18 4-16 8z" fill-opacity="0.8"/>',
  LOTT: '<circle cx="74" cy="66" r="20"/><circle cx="120" cy="62" r="18" fill-opacity="0.8"/><circle cx="98" cy="96" r="18" fill-opacity="0.65"/>',
  ELOTT:
    '<circle cx="74" cy="66" r="20" fill-opacity="0.8"/><circle cx="120" cy="62" r="18"/><circle cx="98" cy="96" r="18" fill-opacity="0.65"/><path d="M66 66h16M112 62h16" stroke="#000" stroke-opacity="0.35" stroke-width="4"/>',
  INHOUSE: '<path d="M60 100l-8-50 28 20 20-30 20 30 28-20-8 50z"/><circle cx="100" cy="40" r="6"/>',
};

function palette(seed: string): [string, string] {
  const h = hash(seed);
  const hue = h % 360;
  const hue2 = (hue + 40 + ((h >> 9) % 80)) % 360;
  return [`hsl(${hue} 72% 46%)`, `hsl(${hue2} 78% 26%)`];
}

/** Each vendor's own colour (its frame and badge); another vendor takes one from its code. */
const VENDOR_COLOURS: Record<string, string> = {
  PG: '#fbbf24',
  PP: '#fb923c',
  JOKER: '#c084fc',
  JILI: '#f87171',
  SG: '#22d3ee',
  SA: '#ef4444',
  AE: '#f472b6',
  EVO: '#e5e7eb',
  WM: '#60a5fa',
  PPL: '#fb923c',
  CQ9: '#facc15',
  BGS: '#facc15',
};
const vendorColour = (vendor: string) => VENDOR_COLOURS[vendor] ?? `hsl(${hash(vendor) % 360} 80% 62%)`;

/** A vendor's frame: one of four styles, picked by its code (so every game of a vendor wears the same frame). */
function frame(vendor: string, colour: string): string {
  switch (hash(vendor) % 4) {
    case 0:
      return `<rect x="5" y="5" width="190" height="190" rx="20" fill="none" stroke="${colour}" stroke-width="4"/><rect x="11" y="11" width="178" height="178" rx="15" fill="none" stroke="${colour}" stroke-opacity="0.5" stroke-width="1.5"/>`;
    case 1:
      return `<rect x="4" y="4" width="192" height="192" rx="21" fill="none" stroke="${colour}" stroke-width="3" stroke-dasharray="2 6" stroke-linecap="round"/><g fill="${colour}"><circle cx="18" cy="18" r="5"/><circle cx="182" cy="18" r="5"/></g>`;
    case 2:
      return `<path d="M4 40V24q0-20 20-20h16M160 4h16q20 0 20 20v16M196 160v16q0 20-20 20h-16M40 196H24q-20 0-20-20v-16" fill="none" stroke="${colour}" stroke-width="6" stroke-linecap="round"/>`;
    default:
      return `<rect x="3" y="3" width="194" height="194" rx="22" fill="none" stroke="${colour}" stroke-width="6"/><path d="M64 3h72l-8 9H72z" fill="${colour}"/>`;
  }
}

/** The game's own light: rays turned by its id, so two games of one theme still differ. */
function rays(gameId: string): string {
  const h = hash(gameId);
  const turn = h % 30;
  const count = 8 + (h % 5);
  const wedges = Array.from({ length: count }, (_, i) => {
    const a = ((i * 360) / count + turn) * (Math.PI / 180);
    const b = a + Math.PI / count / 1.6;
    const p = (t: number) => `${(100 + 150 * Math.cos(t)).toFixed(1)} ${(70 + 150 * Math.sin(t)).toFixed(1)}`;
    return `M100 70L${p(a)}L${p(b)}z`;
  }).join('');
  return `<path d="${wedges}" fill="#fff" fill-opacity="0.07"/>`;
}

/** One of the theme's other pictures, small, beside the main one: which and on which side, by the game's id. */
function companion(motifs: readonly string[], gameId: string): string {
  const h = hash(`${gameId}:companion`);
  const left = h & 1;
  return `<g transform="translate(${left ? 10 : 142} 86) scale(0.48)">${MOTIFS[motifs[1 + (h % 3)]]}</g>`;
}

export interface GameArt {
  gameId: string;
  vendor: string;
  category: string;
  /** The English name: its keywords pick the theme (themeOf), the same for every language. */
  nameEn: string;
}

/**
 * A game's tile art, drawn from its theme (the English name's keywords, else the category: game-themes.ts), its vendor
 * (the frame's style and colour) and its category (a badge with the category's glyph), with rays turned by its id. Only the title, the last
 * element, changes with the language (a test holds the rest equal).
 */
export function gameIconSvg(title: string, art: GameArt): string {
  const theme = themeById(themeOf(art.nameEn, art.category));
  const [from, to] = theme.colors;
  const colour = vendorColour(art.vendor);
  const glyph = GLYPHS[art.category] ?? GLYPHS.RNG;
  const lines = wrap(title, 14);
  const text = lines
    .map(
      (line, i) =>
        `<text x="100" y="${lines.length === 1 ? 172 : 160 + i * 21}" text-anchor="middle" font-size="18" font-weight="700" fill="#fff">${escapeMarkup(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">
<defs><linearGradient id="g" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="s" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.35" stop-color="#000" stop-opacity="0.55"/></linearGradient></defs>
<rect width="200" height="200" rx="24" fill="url(#g)"/>${rays(art.gameId)}<rect width="200" height="200" rx="24" fill="url(#s)"/>
<g transform="translate(48 18) scale(1.04)">${MOTIFS[theme.motifs[0]]}</g>${companion(theme.motifs, art.gameId)}
<rect y="128" width="200" height="72" fill="url(#b)"/>${frame(art.vendor, colour)}
<circle cx="30" cy="30" r="17" fill="${colour}"/><g fill="#111" transform="translate(30 30) scale(0.27) translate(-100 -76)">${glyph}</g>
<g font-family="${FONT}">${text}</g>
</svg>`;
}

export function vendorIconSvg(name: string, category: string): string {
  const [from, to] = palette(name + category);
  const glyph = GLYPHS[category] ?? GLYPHS.RNG;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 120" width="200" height="120">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="200" height="120" rx="16" fill="url(#g)"/>
<g fill="#fff" fill-opacity="0.25" transform="translate(70 -12) scale(0.9)">${glyph}</g>
<text x="16" y="72" font-family="${FONT}" font-size="22" font-weight="800" fill="#fff">${escapeMarkup(name.slice(0, 16))}</text>
</svg>`;
}

/** A long headline is set smaller so it stays clear of the coin on the right. */
const headlineSize = (headline: string) => Math.max(34, Math.min(54, Math.floor(760 / shownLength(headline))));

/** A 16:7 banner with a headline and a sub line. */
export function bannerSvg(headline: string, sub: string, seed: string): string {
  const [from, to] = palette(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 350" width="800" height="350">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="s" cx="0.85" cy="0.3" r="0.6"><stop offset="0" stop-color="#ffd66b" stop-opacity="0.7"/><stop offset="1" stop-color="#ffd66b" stop-opacity="0"/></radialGradient></defs>
<rect width="800" height="350" fill="url(#g)"/><rect width="800" height="350" fill="url(#s)"/>
<g fill="#fff" fill-opacity="0.18"><circle cx="660" cy="170" r="120"/><circle cx="720" cy="60" r="40"/><circle cx="560" cy="300" r="30"/></g>
<g fill="#ffd66b"><circle cx="650" cy="170" r="70"/><circle cx="650" cy="170" r="52" fill="#f0a020"/></g>
<text x="650" y="192" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="900" fill="#fff">฿</text>
<g font-family="${FONT}" fill="#fff">
<text x="48" y="150" font-size="${headlineSize(headline)}" font-weight="900">${escapeMarkup(headline.slice(0, 24))}</text>
<text x="48" y="210" font-size="30" font-weight="600" fill-opacity="0.9">${escapeMarkup(sub.slice(0, 40))}</text></g>
</svg>`;
}
