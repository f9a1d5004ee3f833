import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { badgeText, http, sessionStore, setLanguage, unreadTotal, useUnread, type Transport } from '@site/shared';
import { queryClient, SharedQueries } from '@site/shared/src/query';
import { InboxPage } from './InboxPage';

/** A fake server behind the real API client: 150 unread messages, 2 unread announcements. */
let messages: Array<{ id: number; title: string; content: string; createdAt: number; read: boolean }> = [];
const ANNOUNCEMENTS_UNREAD = 2;
const answer = (value: unknown) => ({ success: true, value });
const transport: Transport = async (request) => {
  const url = request.url;
  const params = (request.params ?? {}) as Record<string, number>;
  let data: unknown;
  if (url === '/wps/inbox/unread') {
    const inbox = messages.filter((m) => !m.read).length;
    data = answer({ announcement: ANNOUNCEMENTS_UNREAD, chat: 0, inbox, total: ANNOUNCEMENTS_UNREAD + inbox });
  } else if (url === '/wps/inbox/messages') {
    const { pageNo, pageSize } = params;
    data = answer({
      content: messages.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      pageNum: pageNo,
      totalPages: Math.ceil(messages.length / pageSize),
      totalCount: messages.length,
    });
  } else if (url === '/wps/inbox/messages/read') {
    const body = request.data as { all?: boolean; ids: number[] };
    const marked = messages.filter((m) => !m.read && (body.all || body.ids.includes(m.id)));
    marked.forEach((m) => (m.read = true));
    data = answer({ marked: marked.length, unread: messages.filter((m) => !m.read).length });
  } else {
    data = { success: false, errorCode: 'not.found', message: url };
  }
  return { data, status: 200 };
};

/** What the shell's header badge shows: the total of the shared counters. */
function HeaderBadge() {
  const total = useUnread(unreadTotal);
  return <span data-testid="badge">{total > 0 ? badgeText(total) : ''}</span>;
}

describe('inbox page', () => {
  let host: HTMLDivElement;
  let root: Root;
  const q = (testId: string) => host.querySelector(`[data-testid="${testId}"]`) as HTMLElement | null;
  const settle = () => act(async () => new Promise((r) => setTimeout(r, 300)));

  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    http.transport = transport;
    await setLanguage('en');
  });
  beforeEach(async () => {
    messages = Array.from({ length: 150 }, (_, i) => ({
      id: 150 - i,
      title: `Message ${150 - i}`,
      content: 'hello',
      createdAt: Date.now() - i * 60_000,
      read: false,
    }));
    sessionStore.getState().signIn({ token: 't', merchantCode: 'DEMO', userName: 'alice', type: 1, firstTimeLogin: false });
    host = document.createElement('div');
    root = createRoot(host);
    await act(async () =>
      root.render(
        <SharedQueries>
          <MemoryRouter initialEntries={['/m/webEmail']}>
            <HeaderBadge />
            <InboxPage />
          </MemoryRouter>
        </SharedQueries>,
      ),
    );
    await settle();
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    queryClient.clear();
  });

  test('every unread figure is the one shared count (badge 99+, inbox 99+, tabs), and read-all clears them all', async () => {
    expect(q('badge')?.textContent).toBe('99+');
    expect(q('inbox-unread')?.textContent).toBe('99+ unread');
    expect(q('inbox-tab-count')?.textContent).toBe('99+');
    expect(q('notice-tab-count')?.textContent).toBe('2');

    await act(async () => q('inbox-read-all')!.click());
    await settle();
    expect(q('inbox-unread')?.textContent).toBe('0 unread');
    expect(q('inbox-tab-count')).toBeNull();
    expect(q('badge')?.textContent).toBe('2'); // the announcements are still unread
    expect(host.querySelectorAll('[data-testid="inbox-message"] [aria-label="Unread"]')).toHaveLength(0);
  });

  test('load more pages through every message, each once', async () => {
    expect(host.querySelectorAll('[data-testid="inbox-message"]')).toHaveLength(20);
    expect(q('inbox-shown')?.textContent).toBe('Display 20 of 150');
    while (q('inbox-more')) {
      await act(async () => q('inbox-more')!.click());
      await settle();
    }
    const titles = [...host.querySelectorAll('[data-testid="inbox-title"]')].map((title) => title.textContent);
    expect(titles).toHaveLength(150);
    expect(new Set(titles).size).toBe(150);
    expect(titles[149]).toBe('Message 1');
    expect(q('inbox-shown')?.textContent).toBe('Display 150 of 150');
  });

  test('reading one message lowers every figure by one', async () => {
    messages = messages.slice(0, 5);
    await act(async () => root.unmount());
    queryClient.clear();
    root = createRoot(host);
    await act(async () =>
      root.render(
        <SharedQueries>
          <MemoryRouter>
            <HeaderBadge />
            <InboxPage />
          </MemoryRouter>
        </SharedQueries>,
      ),
    );
    await settle();
    expect([q('badge')?.textContent, q('inbox-unread')?.textContent]).toEqual(['7', '5 unread']);
    await act(async () => (host.querySelector('[data-testid="inbox-message"] button') as HTMLButtonElement).click());
    await settle();
    expect([q('badge')?.textContent, q('inbox-unread')?.textContent, q('inbox-tab-count')?.textContent]).toEqual(['6', '4 unread', '4']);
  });
});
