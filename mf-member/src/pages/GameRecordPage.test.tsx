import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { SharedQueries } from '@site/shared/src/query';
import { http, sessionStore, setLanguage, type Transport } from '@site/shared';
import '../i18n';
import { GameRecordPage } from './GameRecordPage';

/** The bet records as the API answers them (language from the request). */
const asked: Array<Record<string, unknown>> = [];
const transport: Transport = async (request) => {
  asked.push({ url: request.url, ...(request.params as object) });
  const en = (request.params as { language?: string }).language === 'EN';
  const row = (id: number, status: string, winAmount: number) => ({
    id,
    orderNo: `TX${id}`,
    roundId: `r${id}`,
    nodeId: 'pg-1',
    gameName: en ? 'Mahjong Ways' : 'มาจองเวย์',
    vendor: 'PG',
    vendorName: 'PG Soft',
    betAmount: 2_000,
    winAmount,
    status,
    betTime: Date.UTC(2026, 10, 20, 12),
  });
  const value = {
    rows: [row(4, 'PUSH', 2_000), row(3, 'PENDING', 0), row(2, 'LOST', 0), row(1, 'WON', 7_500)],
    totalBet: 6_000,
    totalWin: 7_500,
    totalCount: 4,
    totalPages: 1,
    pageNum: 1,
  };
  return { data: { success: true, value }, status: 200 };
};

describe('bet records page', () => {
  let host: HTMLDivElement;
  let root: Root;
  const texts = (testId: string) => [...host.querySelectorAll(`[data-testid="${testId}"]`)].map((e) => e.textContent);

  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    http.transport = transport;
    await setLanguage('en');
    sessionStore.getState().signIn({ token: 'r', merchantCode: 'DEMO', userName: 'alice', type: 1, firstTimeLogin: false });
  });
  beforeEach(async () => {
    host = document.createElement('div');
    root = createRoot(host);
    await act(async () =>
      root.render(
        <SharedQueries>
          <MemoryRouter>
            <GameRecordPage />
          </MemoryRouter>
        </SharedQueries>,
      ),
    );
    await act(async () => new Promise((r) => setTimeout(r, 20)));
  });
  afterEach(async () => {
    await act(async () => root.unmount());
  });

  test("each bet shows the lobby's game and vendor names in the player's language and its outcome (a push as a push, issue 29)", async () => {
    expect(asked.at(-1)).toMatchObject({ url: '/wps/wallets/bets', language: 'EN' });
    expect(texts('bet-game')).toEqual(['Mahjong Ways', 'Mahjong Ways', 'Mahjong Ways', 'Mahjong Ways']);
    expect(texts('bet-status')).toEqual(['Push (stake back)', 'Pending', 'Lost', 'Won']);
    expect(host.textContent).toContain('PG Soft');
    expect(host.textContent).not.toMatch(/\bPG ·|PENDING|LOST|PUSH/);

    await act(async () => setLanguage('th'));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(asked.at(-1)).toMatchObject({ language: 'TH' });
    expect(texts('bet-game')[0]).toBe('มาจองเวย์');
    expect(texts('bet-status')).toEqual(['เสมอ (คืนเงินเดิมพัน)', 'รอผล', 'แพ้', 'ชนะ']);
  });
});
