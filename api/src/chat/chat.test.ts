import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { subscribe } from '../events/events';
import { inServiceHours } from './chat.service';
import sharp from 'sharp';
import { APPENDED_HTML, bombPng, dataUrl, jpegWithGps, pngWithHtml } from '../../test/image-fixtures';

const PNG_1x1 = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const OPS = { authorization: 'Bearer dev-operator-token', operator: 'alice' };
const OPS_BOB = { authorization: 'Bearer dev-operator-token', operator: 'bob' };

describe('live chat (CBS3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const value = (res: { json(): { value: unknown } }) => res.json().value as never;
  const refusal = (res: { statusCode: number; json(): { errorCode?: string; success: boolean } }) => [res.statusCode, res.json().errorCode];
  const say = (token: string, payload: object) => t.call({ method: 'POST', url: '/wps/chat/messages', token, payload });
  const thread = (token: string) => t.call({ method: 'GET', url: '/wps/chat/messages', token }).then((r) => r.json().value);
  const unread = async (token: string) => (await t.call({ method: 'GET', url: '/wps/inbox/unread', token })).json().value;

  test('a player writes, an operator takes and answers with a picture, the player reads it: counts follow, stored in the database', async () => {
    const player = await createMember(t.db);
    const sent = await say(player.token, { text: 'My deposit has not arrived' });
    expect(sent.statusCode).toBe(200);
    const mine = thread(player.token);
    expect(await mine).toMatchObject({
      status: 'WAITING',
      online: true,
      messages: [{ sender: 'MEMBER', body: 'My deposit has not arrived' }],
    });

    const queue = value(await t.call({ method: 'GET', url: '/ops/chat/conversations?status=WAITING', headers: OPS })) as Array<{
      id: number;
      userName: string;
      unread: number;
    }>;
    const conversation = queue.find((c) => c.userName === player.account)!;
    expect(conversation.unread).toBe(1);

    const taken = await t.call({ method: 'POST', url: `/ops/chat/conversations/${conversation.id}/take`, headers: OPS });
    expect(value(taken)).toMatchObject({ conversation: { status: 'OPEN', operator: 'alice' } });
    // A second operator can neither take nor answer it.
    expect(refusal(await t.call({ method: 'POST', url: `/ops/chat/conversations/${conversation.id}/take`, headers: OPS_BOB }))).toEqual([
      409,
      'chat.conversation.taken',
    ]);
    expect(
      refusal(
        await t.call({
          method: 'POST',
          url: `/ops/chat/conversations/${conversation.id}/messages`,
          headers: OPS_BOB,
          payload: { text: 'hi' },
        }),
      ),
    ).toEqual([409, 'chat.conversation.taken']);

    const answer = await t.call({
      method: 'POST',
      url: `/ops/chat/conversations/${conversation.id}/messages`,
      headers: OPS,
      payload: { text: 'Here is the receipt', image: PNG_1x1 },
    });
    expect(answer.statusCode).toBe(200);
    const answered = value(answer) as { id: number; imageUrl: string };
    expect(answered.imageUrl).toBe(`/wps/chat/images/${answered.id}`);
    expect(await unread(player.token)).toMatchObject({ chat: 1 });
    expect(value(await t.call({ method: 'GET', url: '/wps/chat/unreadCount', token: player.token }))).toBe(1);

    // The picture is read with the player's session; another player is told it does not exist.
    const picture = await t.call({ method: 'GET', url: answered.imageUrl, token: player.token });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    // The server's re-encoding of the upload (http/image-upload.ts): the same 1 x 1 picture.
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    const stranger = await createMember(t.db);
    expect(refusal(await t.call({ method: 'GET', url: answered.imageUrl, token: stranger.token }))).toEqual([404, 'chat.image.not.found']);

    // Read marks both ways; a mark below the last read never brings a message back.
    expect(value(await t.call({ method: 'POST', url: '/wps/chat/read', token: player.token, payload: { upTo: answered.id } }))).toBe(0);
    await t.call({ method: 'POST', url: '/wps/chat/read', token: player.token, payload: { upTo: 1 } });
    expect(await unread(player.token)).toMatchObject({ chat: 0 });
    const ownId = (value(sent) as { id: number }).id;
    await t.call({ method: 'POST', url: `/ops/chat/conversations/${conversation.id}/read`, headers: OPS, payload: { upTo: answered.id } });
    expect((await thread(player.token)).readByOperator).toBeGreaterThanOrEqual(ownId);

    // Closed: the next message opens a new conversation in the queue.
    expect((await t.call({ method: 'POST', url: `/ops/chat/conversations/${conversation.id}/close`, headers: OPS })).statusCode).toBe(200);
    expect(
      refusal(
        await t.call({
          method: 'POST',
          url: `/ops/chat/conversations/${conversation.id}/messages`,
          headers: OPS,
          payload: { text: 'late' },
        }),
      ),
    ).toEqual([409, 'chat.conversation.closed']);
    await say(player.token, { text: 'One more question' });
    const next = await thread(player.token);
    expect(next.conversationId).not.toBe(conversation.id);
    expect(next.messages).toHaveLength(1);
  });

  test('two first messages at once open one conversation', async () => {
    const player = await createMember(t.db);
    const sent = await Promise.all([1, 2, 3].map((n) => say(player.token, { text: `hello ${n}` })));
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_conversations WHERE member_id = $1', [player.id]);
    expect(rows[0].n).toBe(1);
    expect((await thread(player.token)).messages).toHaveLength(3);
  });

  test('outside service hours the chat says so once and the inbox gets the notice and the answer', async () => {
    // A merchant of its own (merchants are cached for a few seconds): its service hours never include now.
    await t.db.query(
      `INSERT INTO merchants (code, name, settings, whitelabel)
       SELECT 'OFFHRS', name, settings || '{"chatHours": "00:00-00:00"}'::jsonb, whitelabel FROM merchants WHERE code = 'DEMO'`,
    );
    const player = await createMember(t.db, { merchantCode: 'OFFHRS' });
    const call = (options: Parameters<TestApp['call']>[0]) =>
      t.call({ ...options, headers: { merchant: 'OFFHRS', language: 'EN', ...options.headers } });
    const thread = (token: string) => call({ method: 'GET', url: '/wps/chat/messages', token }).then((r) => r.json().value);
    const inbox = async () =>
      (await call({ method: 'GET', url: '/wps/inbox/messages?pageNo=1&pageSize=50', token: player.token }))
        .json()
        .value.content.filter((m: { title: string }) => m.title.startsWith('Customer service'));
    await call({ method: 'POST', url: '/wps/chat/messages', token: player.token, payload: { text: 'Are you there?' } });
    await call({ method: 'POST', url: '/wps/chat/messages', token: player.token, payload: { text: 'Hello?' } });
    const mine = await thread(player.token);
    expect(mine.online).toBe(false);
    expect(mine.messages.map((m: { sender: string }) => m.sender)).toEqual(['MEMBER', 'SYSTEM', 'MEMBER']);
    expect(await inbox()).toHaveLength(1);
    await call({
      method: 'POST',
      url: `/ops/chat/conversations/${mine.conversationId}/messages`,
      headers: { ...OPS, merchant: 'OFFHRS' },
      payload: { text: 'We are back: all fine.' },
    });
    const messages = await inbox();
    expect(messages.map((m: { content: string }) => m.content)).toContain('We are back: all fine.');
  });

  test('service hours wrap past midnight', () => {
    const at = (iso: string) => new Date(iso);
    expect(inServiceHours('20:00-04:00', 'UTC', at('2026-11-24T23:00:00Z'))).toBe(true);
    expect(inServiceHours('20:00-04:00', 'UTC', at('2026-11-24T03:59:00Z'))).toBe(true);
    expect(inServiceHours('20:00-04:00', 'UTC', at('2026-11-24T12:00:00Z'))).toBe(false);
    expect(inServiceHours('09:00-18:00', 'Asia/Bangkok', at('2026-11-24T03:00:00Z'))).toBe(true); // 10:00 in Bangkok
  });

  test('a picture is stored as the server re-encodes it: HTML appended to a PNG and EXIF/GPS of a JPEG are gone', async () => {
    const player = await createMember(t.db);
    const polyglot = await pngWithHtml();
    const html = value(await say(player.token, { image: dataUrl(polyglot, 'png') })) as { id: number; imageUrl: string };
    const png = (await t.call({ method: 'GET', url: html.imageUrl, token: player.token })).rawPayload;
    expect(png.includes(Buffer.from('<script>'))).toBe(false);
    expect(png.toString('latin1')).not.toContain(APPENDED_HTML);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 4, height: 3 });

    const photo = await jpegWithGps();
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('PhoneCo');
    const sent = value(await say(player.token, { image: dataUrl(photo, 'jpeg') })) as { id: number; imageUrl: string };
    const picture = await t.call({ method: 'GET', url: sent.imageUrl, token: player.token });
    expect(picture.headers['content-type']).toBe('image/jpeg');
    const stored = await sharp(picture.rawPayload).metadata();
    // No EXIF (camera, GPS) left; turned upright by its orientation (stored sideways as 40 x 20).
    expect([stored.format, stored.exif, stored.orientation, stored.width, stored.height]).toEqual(['jpeg', undefined, undefined, 20, 40]);
    expect(picture.rawPayload.toString('latin1')).not.toContain('PhoneCo');
  });

  test('refusals: a guest, an empty message, a gif, a picture of 5 MB, the switch off; nothing is stored', async () => {
    const player = await createMember(t.db);
    const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages'))[0].n;
    const before = await count();
    expect(refusal(await t.call({ method: 'POST', url: '/wps/chat/messages', payload: { text: 'hi' } }))).toEqual([
      401,
      'login.not.session',
    ]);
    expect(refusal(await say(player.token, { text: '   ' }))).toEqual([422, 'chat.message.empty']);
    const gif = 'data:image/png;base64,' + Buffer.from('GIF89a not a png').toString('base64');
    expect(refusal(await say(player.token, { image: gif }))).toEqual([422, 'chat.image.type']);
    const big = Buffer.alloc(5 * 1024 * 1024);
    Buffer.from(PNG_1x1.split(',')[1], 'base64').copy(big);
    expect(refusal(await say(player.token, { image: big.toString('base64') }))).toEqual([413, 'chat.image.too.large']);
    // A 50 KB PNG that declares 20000 x 20000 pixels (a decompression bomb), and a PNG signature over bytes that do not decode.
    const bomb = bombPng();
    expect(bomb.length).toBeLessThan(60_000);
    expect(refusal(await say(player.token, { image: dataUrl(bomb, 'png') }))).toEqual([413, 'upload.image.too.large']);
    const broken = Buffer.concat([bomb.subarray(0, 8), Buffer.from('not a picture at all')]);
    expect(refusal(await say(player.token, { image: dataUrl(broken, 'png') }))).toEqual([422, 'upload.image.invalid']);
    expect(await count()).toBe(before);

    await t.db.query(
      `INSERT INTO merchants (code, name, settings, whitelabel) SELECT 'NOCHAT', name, settings, '[]'::jsonb FROM merchants WHERE code = 'DEMO'
       ON CONFLICT (code) DO NOTHING`,
    );
    const off = await createMember(t.db, { merchantCode: 'NOCHAT' });
    for (const url of ['/wps/chat/unreadCount', '/wps/chat/messages', '/wps/chat/launch', '/wps/chat/modelList']) {
      expect(refusal(await t.call({ method: 'GET', url, token: off.token, headers: { merchant: 'NOCHAT' } }))).toEqual([
        403,
        'function.not.available',
      ]);
    }
  });

  test('launch keeps the display parameters, upper-cases the language with Chinese collapsed, and never another site', async () => {
    const player = await createMember(t.db);
    const launch = async (query: string) =>
      (value(await t.call({ method: 'GET', url: `/wps/chat/launch?${query}`, token: player.token })) as { url: string }).url;
    const url = new URL(await launch('b2c=1&language=zh-cn&backUrl=%2Fm%2Fhome&headerColor=ff0000&title=Help'), 'http://site');
    expect(url.pathname).toBe('/m/chat');
    expect(Object.fromEntries(url.searchParams)).toEqual({ language: 'CN', backUrl: '/m/home', headerColor: '#ff0000', title: 'Help' });
    const foreign = new URL(await launch('language=en&backUrl=%2F%2Fevil.example%2F'), 'http://site');
    expect(foreign.searchParams.get('language')).toBe('EN');
    expect(foreign.searchParams.has('backUrl')).toBe(false);

    const models = value(
      await t.call({ method: 'GET', url: '/wps/chat/modelList?active=true&streaming=true', token: player.token }),
    ) as unknown[];
    expect(models).toEqual([expect.objectContaining({ id: 'CS', active: true, streaming: true })]);
    expect(value(await t.call({ method: 'GET', url: '/wps/chat/modelList?active=false', token: player.token }))).toEqual([]);
  });

  test('every message and read mark is raised on the event channel for the live push', async () => {
    const player = await createMember(t.db);
    const heard: unknown[] = [];
    const stop = await subscribe('chat.message', (event) => heard.push(event));
    const sent = value(await say(player.token, { text: 'ping' })) as { id: number };
    await new Promise((resolve) => setTimeout(resolve, 50));
    await stop();
    expect(heard).toContainEqual(expect.objectContaining({ memberId: player.id, messageId: sent.id, sender: 'MEMBER' }));
  });
});
