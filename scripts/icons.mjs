// The installable app's icons (web app manifest and apple-touch-icon), drawn from shell/public/icons/icon.svg.
// Run after changing the SVG: node scripts/icons.mjs. The PNGs are committed so a build needs nothing extra.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../shell/public/icons');
const svg = fs.readFileSync(path.join(dir, 'icon.svg'));
for (const [name, size] of [
  ['icon-192.png', 192],
  ['icon-512.png', 512],
  ['apple-touch-icon.png', 180],
]) {
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
  fs.writeFileSync(path.join(dir, name), png);
  console.log(`${name}: ${size}x${size}, ${png.length} bytes`);
}
