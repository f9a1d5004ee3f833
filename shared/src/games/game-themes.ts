/**
 * Game themes (docs/games.md, "Game art"): a game's theme comes from keywords of its English name (the same in
 * every language), else from its category. A theme names its palette and four pictures (motifs), drawn here as SVG
 * markup in a 100x100 box with fixed colours: the API's tile art (games/catalogue.art.ts) and the demo vendors'
 * slot symbols (mf-lobby VendorSlotGame) draw the same pictures. Plain strings, no DOM: both sides can use them.
 */

const ring = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const face = (fur: string, dark: string, ear: string) => `${ring(26, 28, 13, ear)}${ring(74, 28, 13, ear)}${ring(50, 55, 36, fur)}`;

export const MOTIFS: Record<string, string> = {
  tiger: `${face('#f59e0b', '#1c1917', '#f59e0b')}<path d="M50 20v14M34 24l6 10M66 24l-6 10M16 50h12M72 50h12M18 62h10M72 62h10" stroke="#1c1917" stroke-width="5" stroke-linecap="round"/>${ring(50, 70, 14, '#fef3c7')}${ring(38, 50, 5, '#1c1917')}${ring(62, 50, 5, '#1c1917')}<path d="M44 64h12l-6 7z" fill="#1c1917"/>`,
  panther: `${face('#27272a', '#facc15', '#27272a')}${ring(38, 50, 6, '#facc15')}${ring(62, 50, 6, '#facc15')}<path d="M44 64h12l-6 7z" fill="#f472b6"/><path d="M30 72l-14 4M70 72l14 4" stroke="#a1a1aa" stroke-width="2"/>`,
  panda: `${face('#fafafa', '#18181b', '#18181b')}<ellipse cx="37" cy="52" rx="9" ry="11" fill="#18181b"/><ellipse cx="63" cy="52" rx="9" ry="11" fill="#18181b"/>${ring(38, 51, 3, '#fff')}${ring(62, 51, 3, '#fff')}<ellipse cx="50" cy="68" rx="6" ry="4" fill="#18181b"/>`,
  cat: `<path d="M20 40l4-28 20 16M80 40l-4-28-20 16" fill="#fafafa" stroke="#e11d48" stroke-width="3"/>${ring(50, 52, 34, '#fafafa')}<path d="M36 50q4-6 8 0M56 50q4-6 8 0" stroke="#18181b" stroke-width="3" fill="none"/><path d="M46 60h8l-4 4z" fill="#f472b6"/><rect x="22" y="78" width="56" height="8" rx="4" fill="#dc2626"/>${ring(50, 88, 6, '#facc15')}`,
  lion: `${ring(50, 52, 42, '#b45309')}${ring(50, 54, 28, '#fbbf24')}${ring(40, 48, 4, '#1c1917')}${ring(60, 48, 4, '#1c1917')}<path d="M44 60h12l-6 7z" fill="#1c1917"/><path d="M42 72q8 6 16 0" stroke="#1c1917" stroke-width="3" fill="none"/>`,
  elephant: `<ellipse cx="22" cy="46" rx="18" ry="24" fill="#94a3b8"/><ellipse cx="78" cy="46" rx="18" ry="24" fill="#94a3b8"/>${ring(50, 44, 26, '#cbd5e1')}<path d="M42 56q0 30 14 34q6-2 2-8q-8-4-6-26z" fill="#cbd5e1"/>${ring(41, 40, 4, '#1e293b')}${ring(59, 40, 4, '#1e293b')}<path d="M32 20q18-10 36 0l-6 8h-24z" fill="#facc15"/>`,
  buffalo: `<path d="M14 30q-4-18 18-16l4 14M86 30q4-18-18-16l-4 14" fill="#e7e5e4" stroke="#78716c" stroke-width="2"/><ellipse cx="50" cy="52" rx="28" ry="32" fill="#78350f"/><ellipse cx="50" cy="72" rx="16" ry="12" fill="#a16207"/>${ring(38, 46, 4, '#fafafa')}${ring(62, 46, 4, '#fafafa')}${ring(44, 72, 3, '#1c1917')}${ring(56, 72, 3, '#1c1917')}`,
  dragon: `<path d="M20 86q-10-30 16-40t22-30q10 8 6 22q20 2 24 20q-10-4-18 2q-8 30-50 26z" fill="#16a34a" stroke="#14532d" stroke-width="3"/><path d="M56 16l-6-12M64 20l4-12" stroke="#facc15" stroke-width="4" stroke-linecap="round"/>${ring(62, 32, 5, '#facc15')}${ring(62, 32, 2, '#1c1917')}<path d="M88 50l8 4-8 4" fill="#dc2626"/>`,
  fish: `<path d="M12 50q26-30 60 0q-34 30-60 0z" fill="#38bdf8" stroke="#0369a1" stroke-width="3"/><path d="M70 50l22-18v36z" fill="#0ea5e9"/>${ring(30, 46, 5, '#fff')}${ring(30, 46, 2.5, '#0f172a')}<path d="M44 36q6 14 0 28" stroke="#0369a1" stroke-width="2" fill="none"/>`,
  koi: `<path d="M12 50q26-30 60 0q-34 30-60 0z" fill="#fafafa" stroke="#ea580c" stroke-width="3"/><ellipse cx="44" cy="46" rx="10" ry="7" fill="#ea580c"/><ellipse cx="58" cy="54" rx="7" ry="5" fill="#ea580c"/><path d="M70 50l22-18v36z" fill="#fb923c"/>${ring(26, 46, 4, '#0f172a')}`,
  pearl: `<path d="M10 70q40-70 80 0z" fill="#f472b6" stroke="#9d174d" stroke-width="3"/><path d="M30 70q20-40 40 0" stroke="#9d174d" stroke-width="2" fill="none"/>${ring(50, 60, 18, '#f8fafc')}${ring(44, 54, 5, '#fff', ' opacity=".9"')}`,
  candy: `<path d="M8 36l20 14-20 14zM92 36l-20 14 20 14z" fill="#f472b6"/>${ring(50, 50, 24, '#ec4899')}<path d="M34 38q16 24 32 24M36 62q14-22 30-24" stroke="#fff" stroke-width="4" fill="none"/>`,
  lollipop: `<rect x="46" y="56" width="8" height="40" rx="3" fill="#f5f5f4"/>${ring(50, 38, 30, '#a855f7')}<path d="M50 38m-20 0a20 20 0 1 1 20 20a13 13 0 1 1 -13-13a7 7 0 1 1 7 7" stroke="#fde047" stroke-width="5" fill="none"/>`,
  gem: `<path d="M20 36l14-18h32l14 18-30 46z" fill="#22d3ee" stroke="#0e7490" stroke-width="3"/><path d="M20 36h60M34 18l16 64 16-64" stroke="#0e7490" stroke-width="2" fill="none"/>`,
  heart: `<path d="M50 86q-40-26-40-50a20 20 0 0 1 40-6a20 20 0 0 1 40 6q0 24-40 50z" fill="#ef4444" stroke="#991b1b" stroke-width="3"/>`,
  cherry: `<path d="M50 12c-4 16-16 28-24 40M50 12c4 18 12 28 24 36" stroke="#16a34a" stroke-width="5" fill="none"/>${ring(27, 66, 18, '#e11d48')}${ring(70, 62, 18, '#be123c')}${ring(21, 60, 5, '#fff', ' opacity=".6"')}`,
  lemon: `<ellipse cx="50" cy="52" rx="36" ry="27" fill="#facc15" stroke="#ca8a04" stroke-width="4"/><ellipse cx="38" cy="42" rx="10" ry="5" fill="#fff" opacity=".5"/>`,
  grape: [
    [36, 34],
    [64, 34],
    [50, 38],
    [30, 54],
    [50, 56],
    [70, 54],
    [40, 74],
    [60, 74],
    [50, 90],
  ]
    .map(([x, y]) => ring(x, y - 4, 12, '#7c3aed', ' stroke="#4c1d95" stroke-width="2"'))
    .join(''),
  watermelon: `<path d="M8 40a42 42 0 0 0 84 0z" fill="#16a34a"/><path d="M14 40a36 36 0 0 0 72 0z" fill="#f43f5e"/>${[30, 44, 58, 70].map((x, i) => ring(x, 52 + (i % 2) * 8, 3, '#1c1917')).join('')}`,
  bell: `<path d="M50 12c-18 0-26 16-26 32v16l-8 12h68l-8-12V44c0-16-8-32-26-32z" fill="#fbbf24" stroke="#b45309" stroke-width="4"/>${ring(50, 82, 8, '#b45309')}`,
  bar: `<rect x="8" y="24" width="84" height="52" rx="8" fill="#111827" stroke="#e5e7eb" stroke-width="4"/><g fill="#facc15"><rect x="18" y="32" width="64" height="9" rx="2"/><rect x="18" y="46" width="64" height="9" rx="2"/><rect x="18" y="60" width="64" height="9" rx="2"/></g>`,
  seven: `<path d="M16 10h70v16L50 92H26l36-62H16z" fill="#ef4444" stroke="#7f1d1d" stroke-width="4" stroke-linejoin="round"/>`,
  ingot: `<path d="M8 52q42 16 84 0l-10 28q-32 10-64 0z" fill="#f59e0b" stroke="#92400e" stroke-width="3"/><ellipse cx="50" cy="48" rx="22" ry="16" fill="#fcd34d" stroke="#92400e" stroke-width="3"/>`,
  coin: `${ring(50, 50, 38, '#fbbf24', ' stroke="#b45309" stroke-width="5"')}<rect x="40" y="40" width="20" height="20" fill="#b45309"/>${ring(50, 50, 28, 'none', ' stroke="#fde68a" stroke-width="3"')}`,
  lantern: `<rect x="36" y="8" width="28" height="10" rx="2" fill="#facc15"/><ellipse cx="50" cy="50" rx="34" ry="32" fill="#dc2626"/><path d="M50 18v64M30 24q-10 26 0 52M70 24q10 26 0 52" stroke="#7f1d1d" stroke-width="3" fill="none"/><rect x="36" y="80" width="28" height="8" rx="2" fill="#facc15"/><path d="M50 88v10" stroke="#facc15" stroke-width="4"/>`,
  crown: `<path d="M12 76l-4-48 22 18 20-30 20 30 22-18-4 48z" fill="#facc15" stroke="#a16207" stroke-width="4"/>${ring(50, 56, 7, '#ef4444')}${ring(28, 62, 5, '#3b82f6')}${ring(72, 62, 5, '#22c55e')}`,
  bolt: `<path d="M58 4L18 56h26l-8 40 46-56H54z" fill="#fde047" stroke="#a16207" stroke-width="3"/>`,
  star: `<path d="M50 6l12 28 30 3-22 20 7 30-27-16-27 16 7-30-22-20 30-3z" fill="#fde047" stroke="#ca8a04" stroke-width="3"/>`,
  mask: `<rect x="18" y="14" width="64" height="74" rx="14" fill="#eab308" stroke="#713f12" stroke-width="4"/><rect x="28" y="36" width="16" height="10" fill="#0d9488"/><rect x="56" y="36" width="16" height="10" fill="#0d9488"/><path d="M44 56h12v10H44zM32 74h36" stroke="#713f12" stroke-width="4" fill="#0d9488"/><path d="M18 26h64" stroke="#dc2626" stroke-width="6"/>`,
  cactus: `<rect x="40" y="12" width="20" height="80" rx="10" fill="#16a34a"/><path d="M40 56H26V32M60 46h14V24" stroke="#16a34a" stroke-width="12" stroke-linecap="round" fill="none"/><path d="M16 92h68" stroke="#d97706" stroke-width="6"/>`,
  hat: `<ellipse cx="50" cy="66" rx="44" ry="12" fill="#92400e"/><path d="M28 66q-2-40 22-40t22 40z" fill="#b45309"/><rect x="28" y="54" width="44" height="8" fill="#1c1917"/>`,
  helmet: `<path d="M20 80V50q0-34 30-34t30 34v30H64V56H36v24z" fill="#9ca3af" stroke="#374151" stroke-width="3"/><path d="M22 22q28-24 56 0l-6 8q-22-14-44 0z" fill="#dc2626"/>`,
  sword: `<path d="M50 4l8 14v50H42V18z" fill="#e5e7eb" stroke="#6b7280" stroke-width="3"/><rect x="26" y="66" width="48" height="8" rx="3" fill="#facc15"/><rect x="45" y="74" width="10" height="18" fill="#78350f"/>${ring(50, 94, 5, '#facc15')}`,
  truck: `<rect x="6" y="30" width="56" height="38" rx="4" fill="#2563eb"/><path d="M62 40h18l12 16v12H62z" fill="#f59e0b"/><rect x="68" y="44" width="12" height="10" fill="#bae6fd"/>${ring(24, 72, 10, '#1f2937')}${ring(76, 72, 10, '#1f2937')}${ring(24, 72, 4, '#9ca3af')}${ring(76, 72, 4, '#9ca3af')}`,
  ace: `<rect x="18" y="6" width="64" height="88" rx="8" fill="#fafafa" stroke="#1f2937" stroke-width="3"/><path d="M26 34l8-22h4l8 22h-5l-2-6h-7l-2 6zM34 24h5l-2.5-7z" fill="#1f2937"/><path d="M50 38q-20 20-12 30q6 6 10-2l-4 14h12l-4-14q4 8 10 2q8-10-12-30z" fill="#1f2937"/>`,
  glove: `<path d="M24 44q0-30 30-30q28 0 28 30v24q0 10-10 10H34q-10 0-10-10z" fill="#dc2626" stroke="#7f1d1d" stroke-width="3"/><path d="M24 56q-12-2-12 12t16 8" fill="#b91c1c" stroke="#7f1d1d" stroke-width="3"/><rect x="30" y="78" width="46" height="16" rx="3" fill="#fafafa"/>`,
  bag: `<path d="M34 22h32l-8 12q34 16 30 44q-2 16-38 16t-38-16q-4-28 30-44z" fill="#15803d" stroke="#14532d" stroke-width="3"/>${ring(50, 66, 15, '#facc15', ' stroke="#a16207" stroke-width="3"')}<path d="M50 56v20M44 61h9a4 4 0 0 1 0 8h-9" stroke="#a16207" stroke-width="3" fill="none"/>`,
  wheel: `${ring(50, 50, 44, '#7c2d12')}${ring(50, 50, 36, '#dc2626')}${Array.from({ length: 6 }, (_, i) => `<path d="M50 50L${50 + 36 * Math.cos((i * Math.PI) / 3)} ${50 + 36 * Math.sin((i * Math.PI) / 3)}A36 36 0 0 1 ${50 + 36 * Math.cos(((i + 0.5) * Math.PI) / 3)} ${50 + 36 * Math.sin(((i + 0.5) * Math.PI) / 3)}z" fill="#111827"/>`).join('')}${ring(50, 50, 14, '#facc15')}${ring(70, 30, 5, '#fafafa')}`,
  cards: `<rect x="10" y="18" width="46" height="66" rx="6" fill="#fafafa" stroke="#1f2937" stroke-width="3" transform="rotate(-12 33 51)"/><rect x="44" y="16" width="46" height="66" rx="6" fill="#fafafa" stroke="#1f2937" stroke-width="3" transform="rotate(10 67 49)"/><path d="M67 62q-16-10-16-20a8 8 0 0 1 16-3a8 8 0 0 1 16 3q0 10-16 20z" fill="#dc2626" transform="rotate(10 67 49)"/>`,
  dice: `<rect x="10" y="30" width="44" height="44" rx="8" fill="#fafafa" stroke="#1f2937" stroke-width="3"/><rect x="48" y="16" width="42" height="42" rx="8" fill="#dc2626" stroke="#7f1d1d" stroke-width="3"/>${ring(22, 42, 4, '#1f2937')}${ring(32, 52, 4, '#1f2937')}${ring(42, 62, 4, '#1f2937')}${ring(60, 28, 4, '#fff')}${ring(78, 46, 4, '#fff')}`,
  ball: `${ring(50, 50, 40, '#fafafa', ' stroke="#111827" stroke-width="3"')}<path d="M50 34l15 11-6 18H41l-6-18z" fill="#111827"/><path d="M50 34V12M65 45l20-8M59 63l12 18M41 63L29 81M35 45l-20-8" stroke="#111827" stroke-width="3"/>`,
  rooster: `<path d="M26 88q-14-40 14-58q4-18 18-18q14 0 14 14l12 6-12 6q10 20-2 36q-10 14-44 14z" fill="#b91c1c" stroke="#450a0a" stroke-width="3"/><path d="M50 12q4-10 10-2q6-8 10 4" fill="#ef4444"/><path d="M22 70q-16-18-8-40q10 14 20 22" fill="#1e3a8a"/>${ring(62, 24, 3, '#fff')}<path d="M84 30l10 2-10 4" fill="#facc15"/>`,
  balls: `${ring(30, 40, 20, '#ef4444')}${ring(70, 40, 20, '#3b82f6')}${ring(50, 72, 20, '#facc15')}${[
    [30, 40],
    [70, 40],
    [50, 72],
  ]
    .map(([x, y]) => ring(x, y, 9, '#fff'))
    .join('')}`,
  controller: `<path d="M14 40q0-12 12-12h48q12 0 12 12l6 30q2 12-10 12q-6 0-12-10H32q-6 10-12 10q-12 0-10-12z" fill="#6366f1" stroke="#312e81" stroke-width="3"/><path d="M24 48h16M32 40v16" stroke="#fafafa" stroke-width="5"/>${ring(66, 44, 5, '#22c55e')}${ring(76, 54, 5, '#ef4444')}`,
  chip: `${ring(50, 50, 42, '#dc2626')}${Array.from({ length: 8 }, (_, i) => `<rect x="45" y="8" width="10" height="14" fill="#fafafa" transform="rotate(${i * 45} 50 50)"/>`).join('')}${ring(50, 50, 26, '#fafafa')}${ring(50, 50, 20, '#dc2626')}`,
  tile: `<rect x="20" y="8" width="60" height="84" rx="8" fill="#f0fdf4" stroke="#166534" stroke-width="4"/>${ring(50, 50, 20, 'none', ' stroke="#dc2626" stroke-width="6"')}${ring(50, 50, 8, '#166534')}${[26, 74].map((y) => ring(50, y, 6, '#2563eb')).join('')}`,
  egg: `<ellipse cx="50" cy="56" rx="30" ry="38" fill="#fbbf24" stroke="#b45309" stroke-width="3"/><path d="M24 52l10-8 10 8 12-10 10 10 10-8" stroke="#b45309" stroke-width="3" fill="none"/>${ring(40, 36, 6, '#fff', ' opacity=".5"')}`,
  flame: `<path d="M50 6q34 34 24 62q-6 24-24 26q-28-2-28-30q0-20 14-30q0 14 8 18q-6-26 6-46z" fill="#f97316"/><path d="M50 50q16 16 8 32q-8 10-16 0q-6-14 8-32z" fill="#fde047"/>`,
  bamboo: `<g fill="#16a34a" stroke="#14532d" stroke-width="2"><rect x="22" y="6" width="14" height="88" rx="4"/><rect x="50" y="14" width="14" height="80" rx="4"/></g><path d="M22 34h14M22 64h14M50 40h14M50 70h14" stroke="#14532d" stroke-width="3"/><path d="M64 30q18-10 28 0q-14 8-28 0z" fill="#22c55e"/>`,
  princess: `<path d="M30 40l-6-22 14 10 12-16 12 16 14-10-6 22z" fill="#facc15"/>${ring(50, 56, 24, '#fde2cf')}<path d="M26 58q0-26 24-26t24 26q-6-14-24-14t-24 14z" fill="#c084fc"/>${ring(42, 58, 3, '#1f2937')}${ring(58, 58, 3, '#1f2937')}<path d="M44 68q6 4 12 0" stroke="#e11d48" stroke-width="2" fill="none"/>`,
  zeus: `${ring(50, 50, 24, '#fde2cf')}<path d="M26 50q-4 36 24 44q28-8 24-44q-8 20-24 20t-24-20z" fill="#f5f5f4"/><path d="M24 42q2-30 26-30t26 30q-10-10-26-10t-26 10z" fill="#e5e7eb"/>${ring(42, 48, 3, '#1e3a8a')}${ring(58, 48, 3, '#1e3a8a')}<path d="M78 20l-10 16h8l-6 14" stroke="#fde047" stroke-width="4" fill="none"/>`,
  temple: `<path d="M50 6l36 26H14z" fill="#dc2626" stroke="#7f1d1d" stroke-width="3"/><rect x="20" y="34" width="60" height="8" fill="#facc15"/><g fill="#fde68a">${[24, 40, 56, 72].map((x) => `<rect x="${x}" y="44" width="6" height="36"/>`).join('')}</g><rect x="12" y="80" width="76" height="10" fill="#a16207"/>`,
  road: `<path d="M36 94L46 8h8l10 86z" fill="#374151"/><path d="M50 14v12M50 38v14M50 64v18" stroke="#facc15" stroke-width="4"/><path d="M6 94h88" stroke="#16a34a" stroke-width="6"/>`,
};

export interface Theme {
  id: string;
  /** Background gradient (from, to) and the accent of the frame and wild. */
  colors: readonly [string, string, string];
  /** Four pictures, the first the theme's own (the tile's art and the slot's top symbol). */
  motifs: readonly [string, string, string, string];
}

/** Name keywords, first match wins (so "dragon tiger" is a table, "Dragon Egg" a dragon). */
const THEMES: ReadonlyArray<Theme & { keywords: readonly string[] }> = [
  {
    id: 'dragon-tiger',
    keywords: ['dragon tiger'],
    colors: ['#7f1d1d', '#1c1917', '#facc15'],
    motifs: ['cards', 'dragon', 'tiger', 'dragon'],
  },
  { id: 'mahjong', keywords: ['mahjong'], colors: ['#065f46', '#022c22', '#facc15'], motifs: ['tile', 'dragon', 'coin', 'lantern'] },
  { id: 'egg', keywords: ['egg'], colors: ['#9a3412', '#431407', '#fde047'], motifs: ['egg', 'dragon', 'gem', 'flame'] },
  { id: 'tiger', keywords: ['tiger'], colors: ['#c2410c', '#431407', '#fde047'], motifs: ['tiger', 'ingot', 'coin', 'lantern'] },
  { id: 'panther', keywords: ['panther'], colors: ['#312e81', '#0f0a1e', '#facc15'], motifs: ['panther', 'gem', 'crown', 'coin'] },
  {
    id: 'dice',
    keywords: ['sic bo', 'dice', 'hi lo', 'hilo', 'prawn'],
    colors: ['#7c2d12', '#1c1917', '#facc15'],
    motifs: ['dice', 'chip', 'coin', 'star'],
  },
  { id: 'koi', keywords: ['koi'], colors: ['#0e7490', '#082f49', '#fb923c'], motifs: ['koi', 'pearl', 'coin', 'lantern'] },
  {
    id: 'fish',
    keywords: ['fish', 'bass', 'ocean', 'shark', 'sea'],
    colors: ['#0369a1', '#082f49', '#fde047'],
    motifs: ['fish', 'pearl', 'koi', 'gem'],
  },
  { id: 'pearl', keywords: ['pearl'], colors: ['#be185d', '#3b0764', '#fde047'], motifs: ['pearl', 'gem', 'fish', 'flame'] },
  { id: 'dragon', keywords: ['dragon'], colors: ['#991b1b', '#1c0a0a', '#facc15'], motifs: ['dragon', 'pearl', 'ingot', 'lantern'] },
  {
    id: 'candy',
    keywords: ['candy', 'sweet', 'sugar', 'bonanza'],
    colors: ['#db2777', '#581c87', '#fde047'],
    motifs: ['lollipop', 'candy', 'heart', 'gem'],
  },
  { id: 'fruit', keywords: ['fruit'], colors: ['#16a34a', '#14532d', '#fde047'], motifs: ['watermelon', 'cherry', 'grape', 'lemon'] },
  { id: 'seven', keywords: ['777', 'seven'], colors: ['#b91c1c', '#1c1917', '#facc15'], motifs: ['seven', 'bar', 'bell', 'cherry'] },
  { id: 'panda', keywords: ['panda'], colors: ['#15803d', '#052e16', '#fafafa'], motifs: ['panda', 'bamboo', 'lantern', 'coin'] },
  { id: 'lion', keywords: ['lion'], colors: ['#b91c1c', '#450a0a', '#facc15'], motifs: ['lion', 'lantern', 'coin', 'ingot'] },
  { id: 'elephant', keywords: ['elephant'], colors: ['#a16207', '#422006', '#fde68a'], motifs: ['elephant', 'temple', 'gem', 'coin'] },
  { id: 'buffalo', keywords: ['buffalo'], colors: ['#92400e', '#1c1917', '#fbbf24'], motifs: ['buffalo', 'cactus', 'hat', 'coin'] },
  {
    id: 'desert',
    keywords: ['desert', 'bandit', 'wild west'],
    colors: ['#c2410c', '#451a03', '#fde68a'],
    motifs: ['hat', 'cactus', 'bag', 'coin'],
  },
  { id: 'cat', keywords: ['cat'], colors: ['#dc2626', '#450a0a', '#fde047'], motifs: ['cat', 'coin', 'lantern', 'ingot'] },
  { id: 'aztec', keywords: ['aztec', 'treasure'], colors: ['#0f766e', '#042f2e', '#facc15'], motifs: ['mask', 'gem', 'coin', 'sword'] },
  {
    id: 'olympus',
    keywords: ['olympus', 'thunder', 'zeus'],
    colors: ['#4338ca', '#1e1b4b', '#fde047'],
    motifs: ['zeus', 'bolt', 'crown', 'gem'],
  },
  {
    id: 'princess',
    keywords: ['princess', 'starlight'],
    colors: ['#9333ea', '#2e1065', '#fde047'],
    motifs: ['princess', 'star', 'heart', 'gem'],
  },
  {
    id: 'roma',
    keywords: ['roma', 'legion', 'kingdom', 'brothers', 'empire'],
    colors: ['#7f1d1d', '#1c1917', '#facc15'],
    motifs: ['helmet', 'sword', 'crown', 'coin'],
  },
  {
    id: 'highway',
    keywords: ['highway', 'road', 'express'],
    colors: ['#1d4ed8', '#0f172a', '#facc15'],
    motifs: ['truck', 'road', 'bag', 'coin'],
  },
  {
    id: 'joker',
    keywords: ['ace', 'joker', 'poker', 'card'],
    colors: ['#1e3a8a', '#0f172a', '#facc15'],
    motifs: ['ace', 'chip', 'crown', 'cards'],
  },
  {
    id: 'boxing',
    keywords: ['boxing', 'champion', 'fight club'],
    colors: ['#b91c1c', '#0f172a', '#facc15'],
    motifs: ['glove', 'crown', 'star', 'coin'],
  },
  {
    id: 'wealth',
    keywords: ['wealth', 'money', 'fortune', 'rich', 'gold'],
    colors: ['#b45309', '#451a03', '#fde047'],
    motifs: ['ingot', 'bag', 'coin', 'lantern'],
  },
  { id: 'roulette', keywords: ['roulette', 'wheel'], colors: ['#166534', '#052e16', '#facc15'], motifs: ['wheel', 'chip', 'coin', 'star'] },
  {
    id: 'baccarat',
    keywords: ['baccarat', 'blackjack'],
    colors: ['#14532d', '#022c22', '#facc15'],
    motifs: ['cards', 'chip', 'crown', 'coin'],
  },
  {
    id: 'football',
    keywords: ['football', 'soccer', 'league', 'cup', 'sport'],
    colors: ['#15803d', '#052e16', '#fafafa'],
    motifs: ['ball', 'star', 'crown', 'coin'],
  },
  {
    id: 'cockfight',
    keywords: ['cockfight', 'cockfighting', 'sabong', 'cock', 'rooster', 'chicken', 'derby'],
    colors: ['#b45309', '#1c1917', '#fde047'],
    motifs: ['rooster', 'flame', 'crown', 'coin'],
  },
  {
    id: 'lottery',
    keywords: ['lotto', 'lottery', 'yeekee', 'draw'],
    colors: ['#1d4ed8', '#172554', '#fde047'],
    motifs: ['balls', 'star', 'coin', 'bag'],
  },
];

/** When no keyword matches: the category's own picture. */
const CATEGORY_THEMES: Record<string, string> = {
  LIVE: 'baccarat',
  RNG: 'seven',
  FISH: 'fish',
  PVP: 'joker',
  SPORTS: 'football',
  ESPORTS: 'esports',
  COCKFIGHT: 'cockfight',
  LOTT: 'lottery',
  ELOTT: 'lottery',
  INHOUSE: 'wealth',
};
const EXTRA: readonly Theme[] = [
  { id: 'esports', colors: ['#4f46e5', '#1e1b4b', '#22d3ee'], motifs: ['controller', 'star', 'crown', 'gem'] },
];
const BY_ID = new Map<string, Theme>([...THEMES, ...EXTRA].map((t) => [t.id, t]));

/** The theme of a game from its English name (whole-word keywords), else its category's. */
export function themeOf(nameEn: string, category: string): string {
  const name = ` ${nameEn.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
  const hit = THEMES.find((t) => t.keywords.some((k) => name.includes(` ${k} `) || name.includes(` ${k}s `)));
  return hit?.id ?? CATEGORY_THEMES[category] ?? 'seven';
}

export const themeById = (id: string): Theme => BY_ID.get(id) ?? BY_ID.get('seven')!;
