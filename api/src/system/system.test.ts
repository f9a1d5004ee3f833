import { createTestApp, type TestApp } from '../../test/test-app';
import { addIpRestriction, updateMerchantSettings } from './merchant.repository';
import { ipInBlocks, statusCode } from './system.service';

describe('system status', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('normal status carries the white label, resources and location', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/system/status' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.value.status).toBe(0);
    expect(body.value.location.ip).toBe('127.0.0.1');
    expect(body.value.info.whitelabel.find((n: { modId: string }) => n.modId === 'COMM3').enabled).toBe(true);
    expect(body.value.info.minimumAge).toBe(18);
  });

  test('maintenance gives 1; a restricted network gives 2; both together give 1', async () => {
    await addIpRestriction(t.db, 'DEMO', '127.0.0.0/8', 'test');
    let res = await t.call({ method: 'GET', url: '/wps/system/status' });
    expect(res.json().value).toMatchObject({ status: 2, regionRestriction: true, maintenance: false });
    await updateMerchantSettings(t.db, 'DEMO', { maintenance: true });
    // The merchant cache lives 5 s; a new app sees the change at once.
    const fresh = await createFreshView(t);
    res = await fresh.call({ method: 'GET', url: '/wps/system/status' });
    expect(res.json().value).toMatchObject({ status: 1, regionRestriction: true, maintenance: true });
    await fresh.app.close();
  });

  test('unknown merchant and two Merchant headers are refused with a key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'NOPE' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'merchant.unknown' });
  });

  test('whitelabel and consolidated settings', async () => {
    const wl = await t.call({ method: 'GET', url: '/wps/system/whitelabel' });
    expect(wl.json().value.some((n: { modId: string }) => n.modId === 'REG3')).toBe(true);
    const settings = await t.call({ method: 'GET', url: '/wps/system/settings/consolidated' });
    expect(settings.json().value).toMatchObject({ merchantCode: 'DEMO', defaultLanguage: 'TH', currency: 'THB' });
  });

  test('help centre in TH and EN; bad language refused', async () => {
    const th = await t.call({ method: 'GET', url: '/wps/system/helpCenter?lang=TH&device=MOBILE' });
    const en = await t.call({ method: 'GET', url: '/wps/system/helpCenter?lang=EN&device=MOBILE' });
    expect(th.json().value.find((h: { tag: string }) => h.tag === 'terms').title).toBe('ข้อกำหนดและเงื่อนไข');
    expect(en.json().value.find((h: { tag: string }) => h.tag === 'terms').title).toBe('Terms and Conditions');
    const bad = await t.call({ method: 'GET', url: '/wps/system/helpCenter?lang=' + 'x'.repeat(300) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'validation.failed' });
  });

  test('unknown paths answer the envelope with 404', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/does/not/exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, errorCode: 'not.found', message: expect.any(String) });
  });
});

async function createFreshView(t: TestApp) {
  const { buildApp } = await import('../app');
  const app = await buildApp({ config: t.config, db: t.db, serveWeb: false });
  return { app, call: (o: { method: 'GET'; url: string }) => app.inject({ ...o, headers: { merchant: 'DEMO' } }) };
}

describe('status rules', () => {
  test('statusCode follows the payload flags', () => {
    expect(statusCode(false, false)).toBe(0);
    expect(statusCode(true, false)).toBe(1);
    expect(statusCode(true, true)).toBe(1);
    expect(statusCode(false, true)).toBe(2);
  });
  test('CIDR matching for IPv4, IPv6 and mapped addresses', () => {
    expect(ipInBlocks('10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(ipInBlocks('11.1.2.3', ['10.0.0.0/8'])).toBe(false);
    expect(ipInBlocks('::ffff:10.1.2.3', ['10.0.0.0/8'])).toBe(true);
    expect(ipInBlocks('2001:db8::1', ['2001:db8::/32'])).toBe(true);
    expect(ipInBlocks('203.0.113.9', ['203.0.113.9'])).toBe(true);
    expect(ipInBlocks('not-an-ip', ['10.0.0.0/8'])).toBe(false);
  });
});
