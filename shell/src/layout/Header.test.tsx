import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Header } from './Header';

/** Home's header as a browser tab shows it and as the installed app (display-mode: standalone) shows it. */
function renderHome({ installed }: { installed: boolean }) {
  window.matchMedia = ((query: string) => ({ matches: installed && query.includes('display-mode: standalone'), media: query })) as typeof window.matchMedia;
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

  test('spec 2: the installed app shows no app download entry, so no slogan bar', () => {
    const { container } = renderHome({ installed: true });
    expect(container.querySelector('a[href="/m/download"]')).toBeNull();
    expect(screen.getByTestId('site-header')).toBeTruthy();
  });
});
