import { act, render, screen } from '@testing-library/react';
import { i18n, registerNamespace, setLanguage } from './i18n';
import { useTranslation } from './use-translation';

function Greeting() {
  const { t } = useTranslation('greeting-test');
  return <p data-testid="text">{t('hello', { name: 'Ann' })}</p>;
}

describe('useTranslation', () => {
  afterEach(async () => {
    await act(() => setLanguage('th'));
  });

  test('renders the namespace in the current language and follows a language change', async () => {
    registerNamespace('greeting-test', { th: { hello: 'สวัสดี {{name}}' }, en: { hello: 'Hello {{name}}' } });
    render(<Greeting />);
    expect(screen.getByTestId('text').textContent).toBe('สวัสดี Ann');
    await act(() => setLanguage('en'));
    expect(screen.getByTestId('text').textContent).toBe('Hello Ann');
  });

  test('re-renders when texts arrive after the first render', () => {
    render(<Greeting2 />);
    expect(screen.getByTestId('late').textContent).toBe('title');
    act(() => i18n.addResourceBundle('th', 'late-test', { title: 'มาแล้ว' }));
    expect(screen.getByTestId('late').textContent).toBe('มาแล้ว');
  });

  test("another namespace's texts arriving do not re-render it; common texts do", () => {
    let renders = 0;
    function Counted() {
      renders++;
      const { t } = useTranslation('counted-test');
      return <p data-testid="counted">{t('title')}</p>;
    }
    registerNamespace('counted-test', { th: { title: 'นับ' }, en: { title: 'Count' } });
    render(<Counted />);
    const before = renders;
    act(() => registerNamespace('elsewhere-test', { th: { title: 'ที่อื่น' }, en: { title: 'Elsewhere' } }));
    expect(renders).toBe(before);
    act(() => i18n.addResourceBundle('th', 'common', { countedTestExtra: 'x' }, true, true));
    expect(renders).toBe(before + 1);
  });

  test('a namespace registered in two parts (member bar, then member centre) gets both parts in a language loaded later', async () => {
    registerNamespace('parts-test', { th: { bar: 'แถบ' }, en: async () => ({ bar: 'Bar' }) });
    registerNamespace('parts-test', { th: { centre: 'ศูนย์' }, en: async () => ({ centre: 'Centre' }) });
    await act(() => setLanguage('en'));
    expect([i18n.t('parts-test:bar'), i18n.t('parts-test:centre')]).toEqual(['Bar', 'Centre']);
  });
});

function Greeting2() {
  const { t } = useTranslation('late-test');
  return <p data-testid="late">{t('title')}</p>;
}
