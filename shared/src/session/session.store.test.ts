import { AUTO_LOGIN_KEY, SESSION_STORAGE_KEY, isAgent, isRealMember, sessionStore } from './session.store';
import { bus } from '../bus/event-bus';

describe('session store', () => {
  const session = { token: 't1', merchantCode: 'DEMO', userName: 'alice', type: 1, firstTimeLogin: false };

  test('signIn stores MC_SESSION_INFO; signOut clears it and sets autoLogin 0', () => {
    const seen: Array<string | undefined> = [];
    const off = sessionStore.subscribe((s) => seen.push(s.session?.userName));
    sessionStore.getState().signIn(session);
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual(session);
    sessionStore.getState().signOut();
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(AUTO_LOGIN_KEY)).toBe('0');
    expect(seen).toEqual(['alice', undefined]);
    off();
  });

  test('member types: 0, 1, 2 real (not trial); agents are not 4, 40, 41, 42', () => {
    expect(isRealMember({ ...session, type: 0 })).toBe(true);
    expect(isRealMember({ ...session, type: 4 })).toBe(false);
    expect(isRealMember({ ...session, type: 1, trail: true })).toBe(false);
    expect(isRealMember(null)).toBe(false);
    for (const t of [4, 40, 41, 42]) expect(isAgent(t)).toBe(false);
    for (const t of [0, 1, 2, 5]) expect(isAgent(t)).toBe(true);
  });
});

describe('event bus', () => {
  test('delivers typed events and survives a failing listener', () => {
    const got: number[] = [];
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const offBad = bus.on('wallet:changed', () => {
      throw new Error('broken remote');
    });
    const off = bus.on('wallet:changed', ({ sumBalance }) => got.push(sumBalance ?? -1));
    bus.emit('wallet:changed', { sumBalance: 1234 });
    off();
    bus.emit('wallet:changed', { sumBalance: 5 });
    offBad();
    expect(got).toEqual([1234]);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
