import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { waitFor } from '@testing-library/react';
import { http, i18n, setLanguage, type Transport } from '@site/shared';
import { SharedQueries } from '@site/shared/src/query';
import { FeedbackPage } from './FeedbackPage';

/** The real API client with a fake transport that records what the page sends. */
const sent: Array<Record<string, unknown>> = [];
const transport: Transport = async (request) => {
  sent.push(request.data as Record<string, unknown>);
  return { data: { success: true, value: { id: 1 } }, status: 200 };
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (name: string) => new File([PNG], name, { type: 'image/png' });

describe('feedback page', () => {
  let host: HTMLDivElement;
  let root: Root;
  const q = (testId: string) => host.querySelector(`[data-testid="${testId}"]`) as HTMLElement | null;
  const all = (testId: string) => host.querySelectorAll(`[data-testid="${testId}"]`);

  /** Chooses files and waits until the page took them (FileReader is slow on a loaded machine) or refused them. */
  async function choose(files: File[]) {
    const before = all('feedback-image').length;
    const input = q('feedback-file') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: files, configurable: true });
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await waitFor(() => expect(all('feedback-image').length !== before || q('feedback-image-error') !== null).toBe(true));
  }
  async function type(testId: string, value: string) {
    const field = q(testId) as HTMLTextAreaElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    await act(async () => {
      setter.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }

  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    http.transport = transport;
    await setLanguage('en');
  });
  beforeEach(async () => {
    sent.length = 0;
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    await act(async () =>
      root.render(
        <SharedQueries>
          <MemoryRouter initialEntries={['/m/feedback']}>
            <FeedbackPage />
          </MemoryRouter>
        </SharedQueries>,
      ),
    );
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    host.remove();
  });

  test('a fourth image is refused with a message instead of being dropped silently', async () => {
    await choose([png('a.png'), png('b.png')]);
    expect(all('feedback-image')).toHaveLength(2);
    await choose([png('c.png'), png('d.png')]);
    expect(all('feedback-image')).toHaveLength(2);
    expect(q('feedback-image-error')?.textContent).toBe(i18n.t('errors:feedback.images.too.many'));
    expect(q('feedback-image-error')?.textContent).toMatch(/at most 3 images/);
    await choose([png('c.png')]);
    expect(all('feedback-image')).toHaveLength(3);
    expect(q('feedback-image-error')).toBeNull();
    expect(q('feedback-file')).toBeNull(); // full: no more choosing
  });

  test('the remark field (product-rules 5, at most 140 characters) is checked and sent', async () => {
    await type('feedback-content', 'The withdrawal page froze after I tapped submit');
    await type('feedback-remark', 'x'.repeat(141));
    expect(q('feedback-remark-error')?.textContent).toBe('The remark can have at most 140 characters');
    expect((q('feedback-submit') as HTMLButtonElement).disabled).toBe(true);
    await type('feedback-remark', 'ถอนเงินรายการ W123'.padEnd(140, '.'));
    expect(q('feedback-remark-error')).toBeNull();
    expect(q('feedback-remark-count')?.textContent).toBe('140/140');
    await act(async () => (q('feedback-submit') as HTMLButtonElement).click());
    expect(sent).toEqual([expect.objectContaining({ category: 'suggestion', remark: 'ถอนเงินรายการ W123'.padEnd(140, '.'), images: [] })]);
  });
});
