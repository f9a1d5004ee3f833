import { activeNavItem, backTarget, isFooterHidden, titleKey, authPopupView } from './layout-rules';

describe('layout rules (product-rules 2)', () => {
  test('footer hidden on lottery, app and agent only', () => {
    expect(isFooterHidden('/m/lottery')).toBe(true);
    expect(isFooterHidden('/m/app')).toBe(true);
    expect(isFooterHidden('/m/agent')).toBe(true);
    expect(isFooterHidden('/m/message')).toBe(false);
    expect(isFooterHidden('/m/home')).toBe(false);
  });

  test('back goes home from login, register, trail, activity, forget; else one page back', () => {
    for (const p of ['/m/login', '/m/register', '/m/trail', '/m/activity', '/m/forget']) expect(backTarget(p)).toBe('/m/home');
    expect(backTarget('/m/slot-games')).toBe(-1);
    expect(backTarget('/m/changePsw')).toBe(-1);
  });

  test('titles by path', () => {
    expect(titleKey('/m/activity')).toBe('promotion');
    expect(titleKey('/m/forget')).toBe('forgot_password');
    expect(titleKey('/m/changePsw')).toBe('first_password');
    expect(titleKey('/m/notice')).toBe('message_center');
    expect(titleKey('/m/help')).toBe('message_center');
    expect(titleKey('/m/feedback')).toBe('message_center');
    expect(titleKey('/m/fishing-games')).toBe('common:category.FISH');
    expect(titleKey('/m/search')).toBe('slot_search');
    expect(titleKey('/m/trail')).toBe('free_trial');
    expect(titleKey('/m/download')).toBe('download_promo');
    expect(titleKey('/m/index.html')).toBe('home');
  });

  test('footer nav highlight', () => {
    for (const p of ['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html']) expect(activeNavItem(p)).toBe('home');
    expect(activeNavItem('/m/activity')).toBe('promotions');
    expect(activeNavItem('/m/activityDetail')).toBe('promotions');
    expect(activeNavItem('/m/member/benefits')).toBe('vip');
    expect(activeNavItem('/m/member/home')).toBe('member');
    expect(activeNavItem('/m/slot-games')).toBeNull();
  });

  test('auth popups by URL', () => {
    expect(authPopupView('/m/login')).toBe('login');
    expect(authPopupView('/m/changePsw')).toBe('changePsw');
    expect(authPopupView('/m/home')).toBeNull();
  });
});
