import sharp from 'sharp';
import { artImage } from './art.image';
import { bannerSvg, gameIconSvg } from './catalogue.art';

/** How many pixels of two images of one size differ. */
async function differingPixels(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((image) => sharp(image).raw().toBuffer()));
  let n = 0;
  for (let i = 0; i < x.length; i += 3) if (Math.abs(x[i] - y[i]) + Math.abs(x[i + 1] - y[i + 1]) + Math.abs(x[i + 2] - y[i + 2]) > 60) n++;
  return n;
}

describe('art as WebP', () => {
  test('Thai and Latin text is drawn with the bundled font, whatever fonts the machine has', async () => {
    const blank = await artImage(bannerSvg('', '', '7'));
    const thai = await artImage(bannerSvg('โบนัสต้อนรับ', 'สมาชิกใหม่', '7'));
    const latin = await artImage(bannerSvg('Welcome bonus', 'New members', '7'));
    // Without a font resvg draws no text at all, and the images would be the same.
    expect(await differingPixels(blank, thai)).toBeGreaterThan(2000);
    expect(await differingPixels(blank, latin)).toBeGreaterThan(2000);
    expect(await differingPixels(thai, latin)).toBeGreaterThan(2000);
  });

  test('SARA AM is drawn as its two-letter spelling (nikhahit over the consonant, then SARA AA)', async () => {
    const composed = await artImage(bannerSvg('นำโชค', '', '7'));
    const spelled = await artImage(bannerSvg('\u0E19\u0E4D\u0E32\u0E42\u0E0A\u0E04', '', '7'));
    expect(await differingPixels(composed, spelled)).toBe(0);
  });

  test('is small, keeps its size and alpha, and one drawing is rendered once', async () => {
    const svg = gameIconSvg('บาคาร่า สปีด', { gameId: 'SA1002', vendor: 'SA', category: 'LIVE', nameEn: 'Speed Baccarat' });
    const first = artImage(svg);
    expect(artImage(svg)).toBe(first);
    const image = await first;
    expect(image.length).toBeLessThan(12 * 1024);
    expect(await sharp(image).metadata()).toMatchObject({ format: 'webp', width: 200, height: 200, hasAlpha: true });
    expect(await sharp(await artImage(svg, 'png')).metadata()).toMatchObject({ format: 'png', width: 200, height: 200, hasAlpha: true });
  });

  test("a game's art is the same in TH and EN but for its title, and drawn from its theme, vendor and category", async () => {
    const tiger = { gameId: 'PG1002', vendor: 'PG', category: 'RNG', nameEn: 'Fortune Tiger Gold' };
    const th = gameIconSvg('เสือทองนำโชค', tiger);
    const en = gameIconSvg('Fortune Tiger Gold', tiger);
    // The drawings differ only in the title's text elements, the last thing drawn...
    const withoutTitle = (svg: string) => svg.replace(/<text x="100"[^>]*>[^<]*<\/text>/g, '');
    expect(withoutTitle(th)).toBe(withoutTitle(en));
    expect(th).not.toBe(en);
    // ...so the pictures are the same pixel for pixel above the title band.
    const above = async (svg: string) =>
      sharp(await artImage(svg, 'png'))
        .extract({ left: 0, top: 0, width: 200, height: 140 })
        .png()
        .toBuffer();
    expect(await differingPixels(await above(th), await above(en))).toBe(0);
    // The theme is the English name's (a tiger), the frame the vendor's, the badge the category's.
    expect(en).toContain('#f59e0b'); // the tiger's fur
    const other = gameIconSvg('Fortune Tiger Gold', { ...tiger, vendor: 'JILI' });
    expect(withoutTitle(other)).not.toBe(withoutTitle(en));
    expect(withoutTitle(gameIconSvg('x', { ...tiger, category: 'FISH' }))).not.toBe(withoutTitle(gameIconSvg('x', tiger)));
    // Two games of one theme and vendor are told apart by their own rays.
    expect(withoutTitle(gameIconSvg('x', { ...tiger, gameId: 'PG9999' }))).not.toBe(withoutTitle(gameIconSvg('x', tiger)));
  });
});
