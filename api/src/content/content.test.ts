import fc from 'fast-check';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { decodeServicePath, encodeServicePath } from './content.service';

describe('announcements, banners and content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const list = async (token?: string, query = 'types=B,PL,PU,PR,H&groupName=m_home&platform=M') =>
    (await t.call({ method: 'GET', url: `/wps/relay/MCSFE_getListAnnouncements?${query}`, token })).json().value;

  test('groups banners, player, popup, promotion, hot; banners by group', async () => {
    const value = await list();
    expect(Object.keys(value).sort()).toEqual(['banners', 'hot', 'player', 'popup', 'promotion']);
    expect(value.banners.length).toBe(4);
    expect(value.banners.every((b: { groupName: string }) => b.groupName === 'm_home')).toBe(true);
    expect(value.banners[0]).toMatchObject({
      bannerId: expect.any(Number),
      url: expect.stringMatching(/^\/wps\/content\/banner\/\d+\.webp\?lang=TH$/),
      title: expect.any(String),
      redirect: '/m/activity',
    });
    expect(value.player.length).toBe(4);
    expect(value.player[0]).toMatchObject({ id: expect.any(Number), title: expect.any(String), content: expect.any(String), read: false });
    expect(value.popup).toHaveLength(1);
    expect(value.promotion.length).toBe(2);
    expect(value.hot).toHaveLength(1);
    const reg = await list(undefined, 'types=B&groupName=m_reg&platform=M');
    expect(reg.banners).toHaveLength(1);
    expect(reg.player).toEqual([]);
    const en = (await t.call({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements?types=PL', headers: { language: 'EN' } })).json()
      .value;
    expect(en.player[0].title).toMatch(/SA Gaming/);
    expect((await t.call({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements?types=B,XX' })).statusCode).toBe(422);
  });

  test('banner art and banners endpoint', async () => {
    const banners = (await t.call({ method: 'GET', url: '/wps/content/banners?groupName=m_home&language=EN' })).json().value;
    expect(banners).toHaveLength(4);
    const art = await t.call({ method: 'GET', url: banners[0].url });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toBe('image/webp');
    expect(await sharp(art.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 350 });
    // The drawing itself stays reachable as SVG.
    const svg = await t.call({ method: 'GET', url: banners[0].url.replace('.webp', '.svg') });
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain('Welcome bonus');
    expect((await t.call({ method: 'GET', url: '/wps/content/banner/1.gif' })).statusCode).toBe(422);
    expect((await t.call({ method: 'GET', url: '/wps/content/banner/999999.webp' })).statusCode).toBe(404);
  });

  test('mark as read: per member, idempotent, unread again with read=false; guests refused', async () => {
    const alice = await createMember(t.db);
    const bob = await createMember(t.db);
    const id = (await list(alice.token)).player[0].id;
    const mark = (token: string | undefined, payload: object) =>
      t.call({ method: 'POST', url: '/wps/relay/MCSFE_markAnnouncementAsRead', token, payload });
    expect((await mark(undefined, { announcementId: id, read: true })).statusCode).toBe(401);
    expect((await mark(alice.token, { announcementId: id, read: true })).json().value).toEqual({ announcementId: id, read: true });
    expect((await mark(alice.token, { announcementId: id, read: true })).statusCode).toBe(200);
    expect((await list(alice.token)).player.find((a: { id: number }) => a.id === id).read).toBe(true);
    expect((await list(bob.token)).player.find((a: { id: number }) => a.id === id).read).toBe(false);
    expect((await list()).player.find((a: { id: number }) => a.id === id).read).toBe(false);
    await mark(alice.token, { announcementId: id, read: false });
    expect((await list(alice.token)).player.find((a: { id: number }) => a.id === id).read).toBe(false);
    expect((await mark(alice.token, { announcementId: 987654, read: true })).statusCode).toBe(404);
  });

  test('another merchant cannot see or mark DEMO announcements', async () => {
    await t.db.query(`INSERT INTO merchants (code, name) VALUES ('OTHER', 'Other') ON CONFLICT DO NOTHING`);
    const other = await createMember(t.db, { merchantCode: 'OTHER' });
    const id = (await list()).player[0].id;
    const res = await t.call({
      method: 'POST',
      url: '/wps/relay/MCSFE_markAnnouncementAsRead',
      token: other.token,
      headers: { merchant: 'OTHER' },
      payload: { announcementId: id, read: true },
    });
    expect(res.statusCode).toBe(404);
    const theirs = (await t.call({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements', headers: { merchant: 'OTHER' } })).json()
      .value;
    expect(theirs.player).toEqual([]);
  });

  test('customer service entries with the key in the last 8 characters; social links only when configured', async () => {
    const value = (await t.call({ method: 'GET', url: '/wps/content/customerService' })).json().value;
    expect(value.entries.map((e: { csType: string }) => e.csType)).toEqual(['CHAT', 'TELEGRAM']);
    expect(decodeServicePath(value.entries[1].path)).toBe('https://t.me/royalwin_support');
    expect(value.links.map((l: { resourceType: string }) => l.resourceType)).toEqual(['FACEBOOK', 'LINE']);
    const social = (await t.call({ method: 'GET', url: '/wps/content/socialLinks' })).json().value;
    expect(Object.keys(social).sort()).toEqual(['FACEBOOK', 'TIKTOK', 'YOUTUBE']);
    fc.assert(fc.property(fc.string(), (s) => decodeServicePath(encodeServicePath(s)) === s));
  });

  // A string that is a whole number ("7", " 7") is a valid id once the body schema coerces it: not bad input.
  const isIdText = (s: string) => s.trim() !== '' && Number.isInteger(Number(s));

  test('random mark-read bodies never 500 nor mark anything', async () => {
    const member = await createMember(t.db);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record(
            {
              announcementId: fc.oneof(
                fc.integer({ max: 0 }),
                fc.constantFrom(2_147_483_648, 1e15, -0),
                fc.string().filter((s) => !isIdText(s)),
                fc.double({ noInteger: true }),
              ),
              read: fc.anything(),
            },
            { requiredKeys: [] },
          ),
        ),
        async (payload) => {
          const res = await t.call({
            method: 'POST',
            url: '/wps/relay/MCSFE_markAnnouncementAsRead',
            token: member.token,
            payload: payload as object,
          });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM announcement_reads WHERE member_id = $1', [member.id]);
    expect(n).toBe(0);
  });
});
