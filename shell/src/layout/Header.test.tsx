import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { registerNamespace } from '@site/shared';
import th from '../i18n/th.json';
import { Header } from './Header';

registerNamespace('shell', { th, en: () => import('../i18n/en.json') });

/** Home's header as a browser tab shows it and as the installed app (display-mode: standalone) shows it. */
function renderHome({ installed }: { installed: boolean }) {
  window.matchMedia = ((query: string) => ({
    matches: installed && query.includes('display-mode: standalone'),
    media: query,
  })) as typeof window.matchMedia;
  return render(
    <MemoryRouter initialEntries={['/m/home']}>
      <Header />
    </MemoryRouter>,
  );
}

describe('home header', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  test('in a browser tab the slogan bar links to the app download', () => {
    const { container } = renderHome({ installed: false });
    expect(container.querySelector('a[href="/m/download"]')).not.toBeNull();
  });

  test('product-rules 2: the installed app shows no app download entry, so no slogan bar', () => {
    const { container } = renderHome({ installed: true });
    expect(container.querySelector('a[href="/m/download"]')).toBeNull();
    expect(screen.getByTestId('site-header')).toBeTruthy();
  });
});

describe("the header carries the screen's one h1", () => {
  const at = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Header />
      </MemoryRouter>,
    );

  test("home's top bar shows a logo, so its h1 is for screen readers; the auth popups over home name theirs", () => {
    window.matchMedia = ((query: string) => ({ matches: false, media: query })) as typeof window.matchMedia;
    const home = at('/m/home');
    expect([...home.container.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['หน้าแรก']);
    home.unmount();
    expect([...at('/m/login').container.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['เข้าสู่ระบบ']);
  });

  test("the plain header's title is the h1", () => {
    const { container } = at('/m/help');
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.querySelector('h1')).toBe(screen.getByTestId('header-title'));
  });
});
