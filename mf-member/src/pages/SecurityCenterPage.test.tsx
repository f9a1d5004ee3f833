import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { SharedQueries } from '@site/shared/src/query';
import { http, sessionStore, setLanguage, type Transport } from '@site/shared';
import '../i18n';
import { SecurityCenterPage } from './SecurityCenterPage';

/** A member with a payment password and two security questions, who has forgotten the PIN. */
const posted: Array<{ url: string; data: unknown }> = [];
const ok = (value: unknown) => ({ status: 200, data: { success: true, value } });
const transport: Transport = async ({ url, method, data }) => {
  if (method === 'post') {
    posted.push({ url, data });
    return ok(true);
  }
  if (url === '/wps/member/securityConfig')
    return ok({
      hasPaymentPassword: true,
      hasSecurityQuestions: true,
      bankCardCount: 0,
      maxBankCards: 5,
      paymentPasswordPattern: '^\\d{6}$',
      questionsMin: 2,
      questionsMax: 3,
      answerMaxLength: 50,
      banks: [],
      avatarMaxBytes: 1,
      builtinAvatarCount: 12,
    });
  if (url === '/wps/member/customerSecurityQuestions')
    return ok([
      { questionId: 3, question: 'First school?' },
      { questionId: 7, question: 'First pet?' },
    ]);
  return ok(null);
};

describe('payment password reset', () => {
  let host: HTMLDivElement;
  let root: Root;
  const get = <T extends Element>(selector: string) => host.querySelector(selector) as T;
  const wait = () => act(async () => new Promise((r) => setTimeout(r, 20)));
  const type = async (selector: string, value: string) => {
    await act(async () => {
      const input = get<HTMLInputElement>(selector);
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await wait();
  };

  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    http.transport = transport;
    await setLanguage('en');
    sessionStore.getState().signIn({ token: 'r', merchantCode: 'DEMO', userName: 'alice', type: 1, firstTimeLogin: false });
    host = document.createElement('div');
    root = createRoot(host);
    await act(async () =>
      root.render(
        <SharedQueries>
          <MemoryRouter>
            <SecurityCenterPage />
          </MemoryRouter>
        </SharedQueries>,
      ),
    );
    await wait();
  });
  afterAll(async () => {
    await act(async () => root.unmount());
  });

  test('asks the login password, every answer and the new PIN twice; sends the answers by question', async () => {
    const forgot = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Forgot payment password?')!;
    await act(async () => forgot.click());
    await wait();
    const submit = () => get<HTMLButtonElement>('[data-testid="pin-submit"]');
    await type('input[name="loginPassword"]', 'secret1');
    await type('#answer-3', 'Wat Pho');
    await type('[data-testid="pin-newPin"]', '135790');
    await type('[data-testid="pin-confirmPin"]', '135791');
    expect(host.textContent).toContain('The passwords do not match');
    expect(submit().disabled).toBe(true);
    await type('[data-testid="pin-confirmPin"]', '135790');
    expect(host.textContent).not.toContain('The passwords do not match');
    expect(submit().disabled).toBe(true); // the second answer is missing
    await type('#answer-7', 'Mali');
    expect(submit().disabled).toBe(false);
    await act(async () => submit().click());
    await wait();
    expect(posted).toEqual([
      {
        url: '/wps/member/paymentPassword/reset',
        data: {
          loginPassword: 'secret1',
          answers: [
            { questionId: 3, answer: 'Wat Pho' },
            { questionId: 7, answer: 'Mali' },
          ],
          newPassword: '135790',
          confirmPassword: '135790',
        },
      },
    ]);
  });
});
