import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { APPENDED_HTML, bombPng, dataUrl, jpegWithGps, pngWithHtml } from '../../test/image-fixtures';

const PNG_1x1 = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('feedback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback'))[0].n;

  test('a member sends feedback with an image; it is stored with the account', async () => {
    const member = await createMember(t.db);
    const res = await t.call({
      method: 'PUT',
      url: '/wps/feedback',
      token: member.token,
      payload: { category: 'game', content: 'The slot page loads slowly on my phone', images: [PNG_1x1] },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.query<{ member_id: number; images: string[] }>('SELECT member_id, images FROM feedback WHERE id = $1', [
      res.json().value.id,
    ]);
    expect(row.member_id).toBe(member.id);
    expect(row.images[0]).toMatch(/^uploads\/feedback\/[0-9a-f]+\.png$/);
  });

  test('pictures are stored as the server re-encodes them; a decompression bomb is refused and nothing is written', async () => {
    const member = await createMember(t.db);
    const send = (images: string[]) =>
      t.call({
        method: 'PUT',
        url: '/wps/feedback',
        token: member.token,
        payload: { category: 'game', content: 'The picture shows the problem', images },
      });
    const dir = path.join(t.config.dataDir, 'uploads', 'feedback');
    const files = () => (fs.existsSync(dir) ? fs.readdirSync(dir).length : 0);
    const before = [await count(), files()];
    const bomb = await send([PNG_1x1, dataUrl(bombPng(), 'png')]);
    expect([bomb.statusCode, bomb.json().errorCode]).toEqual([413, 'upload.image.too.large']);
    expect([await count(), files()]).toEqual(before);

    const res = await send([dataUrl(await pngWithHtml(), 'png'), dataUrl(await jpegWithGps(), 'jpeg')]);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.query<{ images: string[] }>('SELECT images FROM feedback WHERE id = $1', [res.json().value.id]);
    const [png, jpg] = row.images.map((file) => fs.readFileSync(path.join(t.config.dataDir, file)));
    expect(row.images[1]).toMatch(/\.jpg$/);
    expect(png.toString('latin1')).not.toContain(APPENDED_HTML);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 4, height: 3 });
    const photo = await sharp(jpg).metadata();
    expect([photo.format, photo.exif, photo.width, photo.height]).toEqual(['jpeg', undefined, 20, 40]);
  });

  test("support sees a feedback's pictures: imageUrls read with the operator's token, of its own merchant only", async () => {
    const OPS = { authorization: 'Bearer dev-operator-token', operator: 'alice' };
    const member = await createMember(t.db);
    const sent = await t.call({
      method: 'PUT',
      url: '/wps/feedback',
      token: member.token,
      payload: {
        category: 'deposit',
        content: 'Here is the receipt of my deposit',
        images: [PNG_1x1, dataUrl(await jpegWithGps(), 'jpeg')],
      },
    });
    const id = sent.json().value.id as number;
    const page = (await t.call({ method: 'GET', url: '/ops/feedback?pageSize=50', headers: OPS })).json().value;
    const item = page.content.find((f: { id: number }) => f.id === id);
    expect(item).toMatchObject({ imageCount: 2, imageUrls: [`/ops/feedback/${id}/images/0`, `/ops/feedback/${id}/images/1`] });

    const png = await t.call({ method: 'GET', url: item.imageUrls[0], headers: OPS });
    expect([png.statusCode, png.headers['content-type'], png.headers['x-content-type-options']]).toEqual([200, 'image/png', 'nosniff']);
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    const jpg = await t.call({ method: 'GET', url: item.imageUrls[1], headers: OPS });
    expect([jpg.statusCode, jpg.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(await sharp(jpg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 20, height: 40 });

    const refusal = (res: { statusCode: number; json(): { errorCode?: string } }) => [res.statusCode, res.json().errorCode];
    expect(refusal(await t.call({ method: 'GET', url: `/ops/feedback/${id}/images/2`, headers: OPS }))).toEqual([404, 'not.found']);
    expect(refusal(await t.call({ method: 'GET', url: '/ops/feedback/999999/images/0', headers: OPS }))).toEqual([404, 'not.found']);
    // Not a player's, not without the operator's token, not from another merchant.
    expect((await t.call({ method: 'GET', url: item.imageUrls[0], token: member.token })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: item.imageUrls[0] })).statusCode).toBe(401);
    await t.db.query(
      `INSERT INTO merchants (code, name, settings, whitelabel) SELECT 'FBOTHER', name, settings, '[]'::jsonb FROM merchants WHERE code = 'DEMO'
       ON CONFLICT (code) DO NOTHING`,
    );
    const other = await t.call({ method: 'GET', url: item.imageUrls[0], headers: { ...OPS, merchant: 'FBOTHER' } });
    expect(refusal(other)).toEqual([404, 'not.found']);
  });

  test('refuses short content, a wrong category, four images, and a non-image', async () => {
    const before = await count();
    const bad = [
      { category: 'game', content: 'short' },
      { category: 'nope', content: 'long enough content here' },
      { category: 'game', content: 'long enough content here', images: [PNG_1x1, PNG_1x1, PNG_1x1, PNG_1x1] },
      {
        category: 'game',
        content: 'long enough content here',
        images: ['data:image/png;base64,' + Buffer.from('GIF89a not a png').toString('base64')],
      },
    ];
    for (const payload of bad) {
      const res = await t.call({ method: 'PUT', url: '/wps/feedback', payload });
      expect([400, 422]).toContain(res.statusCode);
      expect(res.json().success).toBe(false);
    }
    expect(await count()).toBe(before);
  });

  test('the remark (product-rules 5, at most 140 characters) is stored; a longer remark and a fourth image are refused by name', async () => {
    const member = await createMember(t.db);
    const remark = 'ก'.repeat(140); // 140 Thai characters: counted as characters, not bytes
    const sent = await t.call({
      method: 'PUT',
      url: '/wps/feedback',
      token: member.token,
      payload: { category: 'deposit', content: 'My deposit has not arrived yet', remark, images: [PNG_1x1] },
    });
    expect(sent.statusCode).toBe(200);
    const [row] = await t.db.query<{ remark: string }>('SELECT remark FROM feedback WHERE id = $1', [sent.json().value.id]);
    expect(row.remark).toBe(remark);

    const before = await count();
    const long = await t.call({
      method: 'PUT',
      url: '/wps/feedback',
      payload: { category: 'game', content: 'long enough content here', remark: 'x'.repeat(141) },
    });
    expect([long.statusCode, long.json().errorCode]).toEqual([422, 'feedback.remark.too.long']);
    const four = await t.call({
      method: 'PUT',
      url: '/wps/feedback',
      payload: { category: 'game', content: 'long enough content here', images: [PNG_1x1, PNG_1x1, PNG_1x1, PNG_1x1] },
    });
    expect([four.statusCode, four.json().errorCode]).toEqual([422, 'feedback.images.too.many']);
    const gif = await t.call({
      method: 'PUT',
      url: '/wps/feedback',
      payload: {
        category: 'game',
        content: 'long enough content here',
        images: ['data:image/png;base64,' + Buffer.from('GIF89a not a png').toString('base64')],
      },
    });
    expect([gif.statusCode, gif.json().errorCode]).toEqual([422, 'feedback.image.type']);
    expect(await count()).toBe(before);
  });

  test('random payloads: no 500 and nothing stored', async () => {
    const before = await count();
    await fc.assert(
      fc.asyncProperty(
        fc.record({ category: fc.string(), content: fc.string({ maxLength: 5 }), images: fc.anything() }, { requiredKeys: [] }),
        async (payload) => {
          const res = await t.call({ method: 'PUT', url: '/wps/feedback', payload });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
    expect(await count()).toBe(before);
  });
});
