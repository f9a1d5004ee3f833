import sharp from 'sharp';
import { GAMES } from '/work/wt/slots/api/src/games/catalogue.data.ts';
import { gameIconSvg } from '/work/wt/slots/api/src/games/catalogue.art.ts';
import { artImage } from '/work/wt/slots/api/src/games/art.image.ts';
const lang = process.argv[2] ?? 'en';
const games = GAMES.filter((g) => !['LOTT', 'ELOTT'].includes(g.gameType)).slice(0, 80);
const sizes: number[] = [];
const tiles = await Promise.all(games.map(async (g) => {
  const svg = gameIconSvg(lang === 'th' ? g.th : g.en, { gameId: g.gameId, vendor: g.vassalage, category: g.gameType, nameEn: g.en });
  sizes.push((await artImage(svg)).length);
  return artImage(svg, 'png');
}));
const cols = 10, rows = Math.ceil(tiles.length / cols);
const img = await sharp({ create: { width: cols * 200, height: rows * 200, channels: 4, background: '#222' } })
  .composite(tiles.map((input, i) => ({ input, left: (i % cols) * 200, top: Math.floor(i / cols) * 200 }))).png().toBuffer();
await sharp(img).resize(cols * 120).toFile(`/tmp/slots-shots/sheet-${lang}.png`);
console.log(games.length, 'max webp', Math.max(...sizes), 'avg', Math.round(sizes.reduce((a, b) => a + b) / sizes.length));
