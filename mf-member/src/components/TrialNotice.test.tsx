import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import {
  bus,
  http,
  sessionStore,
  setLanguage,
  systemStore,
  type MemberInfo,
  type SessionInfo,
  type SystemStatus,
  type Transport,
} from '@site/shared';
import App from '../expose/App';
import MemberCard from './MemberCard';

/** Every API call of these screens answers free_reject, as the API does for a trial account (product-rules 6). */
const asked: string[] = [];
const transport: Transport = async (request) => {
  asked.push(request.url);
  if (request.url === '/wps/member/info') return { data: { success: true, value: INFO }, status: 200 };
  return { data: { success: false, errorCode: 'free_reject', message: 'free_reject' }, status: 403 };
};
const TRIAL: SessionInfo = { token: 't', merchantCode: 'DEMO', userName: 'TRIAL12345678', type: 4, firstTimeLogin: false, trail: true };
/** Member info as the API answers it (shared/src/contracts/member.ts). */
const INFO: MemberInfo = {
  id: 9,
  account: TRIAL.userName,
  nickname: null,
  type: 4,
  trail: true,
  mobile: null,
  email: null,
  payeeName: null,
  regDate: 0,
  clubLabel: { labelName: 'Bronze' },
  playerRankProgress: { labelId: 1 },
  currentProgress: { completedConditions: 1, totalExpectedConditions: 2 },
};
/** Every switch these screens read is on, so whatever a trial member is not offered is left out for being a trial. */
const SWITCHES = ['FUNDTRANS3', 'TRANSREC3', 'TRANSBETREPMEM3', 'MANPLAYREB3', 'REWCEN3', 'SECPRIV', 'VIPBENEFIT'];
const STATUS = {
  status: 0,
  info: { whitelabel: SWITCHES.map((modId) => ({ modId, enabled: true })), mobileTemplate: { mem_cen: '1', dep_func: '0' } },
} as unknown as SystemStatus;
const REAL: SessionInfo = { token: 'r', merchantCode: 'DEMO', userName: 'alice', type: 1, firstTimeLogin: false };

describe('trial accounts in the member screens (product-rules 6)', () => {
  let host: HTMLDivElement;
  let root: Root;
  const q = (testId: string) => host.querySelector(`[data-testid="${testId}"]`) as HTMLElement | null;
  async function show(path: string, session: SessionInfo, element = <App />) {
    sessionStore.getState().signIn(session);
    await act(async () => root.render(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
  }

  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    http.transport = transport;
    systemStore.getState().setStatus(STATUS);
    await setLanguage('en');
  });
  beforeEach(() => {
    asked.length = 0;
    host = document.createElement('div');
    root = createRoot(host);
  });
  afterEach(async () => {
    await act(async () => root.unmount());
  });

  test('the member centre shows a trial account plainly and offers no money action that would only be refused', async () => {
    await show('/m/member/home', TRIAL);
    for (const action of [
      'member-deposit',
      'member-withdraw',
      'member-transfer',
      'balance-widget',
      'vip-card',
      'member-records',
      'member-bets',
      'member-rebate',
      'member-rewards',
      'member-security',
      'member-settings',
      'member-password',
    ]) {
      expect([action, q(action)]).toEqual([action, null]);
    }
    const notice = q('trial-notice')!;
    expect(notice.textContent).toContain('You are playing on a trial account');
    expect(notice.textContent).toContain('Deposits, withdrawals, transfers, records, rewards and account settings need a real account.');
    const opened: string[] = [];
    const off = bus.on('auth:open', ({ view }) => opened.push(view));
    await act(async () => q('trial-register')!.click());
    await act(async () => q('trial-login')!.click());
    off();
    expect(opened).toEqual(['register', 'login']);
    // What a trial account can use stays: help and feedback.
    expect(q('member-help')).not.toBeNull();
    expect(q('member-feedback')).not.toBeNull();
    expect(asked.filter((url) => url.startsWith('/wps/v2/wallets') || url.startsWith('/wps/member/icon'))).toEqual([]);
  });

  test.each(['/m/voucherCenter', '/m/withdraw', '/m/transfer', '/m/transaction/record', '/m/gameRecord', '/m/securityCenter', '/m/set'])(
    '%s tells a trial member it needs a real account, with the way to one, through the one trial notice',
    async (path) => {
      await show(path, TRIAL);
      const screen = q('member-free-reject')!;
      expect(screen.textContent).toContain('Please login an actual account to use this function');
      expect(screen.textContent).toContain('Try every game for free, without real money.');
      expect(q('trial-register')).not.toBeNull();
      expect(q('trial-login')).not.toBeNull();
      expect(asked).toEqual([]); // the screen itself never asked for what it cannot have
    },
  );

  test('the home member bar offers a trial account a real one instead of a balance and a transfer', async () => {
    await show('/m/home', TRIAL, <MemberCard session={TRIAL} />);
    expect(q('balance-widget')).toBeNull();
    expect(q('quick-transfer')).toBeNull();
    expect(q('bar-play-real')?.textContent).toBe('Play for real');
    expect(q('member-vip')).toBeNull();
  });

  test('a real member keeps the wallet and its actions', async () => {
    await show('/m/member/home', REAL);
    expect(q('trial-notice')).toBeNull();
    for (const action of [
      'member-deposit',
      'member-withdraw',
      'member-transfer',
      'vip-card',
      'member-records',
      'member-bets',
      'member-security',
    ])
      expect([action, !!q(action)]).toEqual([action, true]);
  });
});
