import { headerKind } from './shell-header';

describe('shell header by path (product-rules 2)', () => {
  test('hidden on message, app, lottery, agent; activity shows the home top bar', () => {
    expect(headerKind('/m/message')).toBe('none');
    expect(headerKind('/m/messages')).toBe('plain');
    expect(headerKind('/m/agent')).toBe('none');
    expect(headerKind('/m/lottery')).toBe('none');
    expect(headerKind('/m/app')).toBe('none');
    expect(headerKind('/m/activity')).toBe('homeTopBar');
    expect(headerKind('/m/activityDetail')).toBe('plain');
    for (const p of ['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html', '/m/login', '/m/register', '/m/forget', '/m/changePsw']) {
      expect(headerKind(p)).toBe('homeTopBar');
    }
    expect(headerKind('/m/live-games')).toBe('plain');
  });

  test('the agent contract routes (under /m/member, not /m/agent) keep the plain header', () => {
    for (const p of ['/m/member/agent/getSalaryContract', '/m/member/agent/getDevidendContract', '/m/member/agent/getHourContract'])
      expect(headerKind(p)).toBe('plain');
  });
});
