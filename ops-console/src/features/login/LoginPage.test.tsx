import { act, fireEvent, render, screen } from '@testing-library/react';
import '../../i18n';
import { useOperatorSession } from '../../stores/operator-session.store';
import { LoginPage } from './LoginPage';

/** fetch answered in turn by `answers`; every body sent is recorded. */
let bodies: Record<string, unknown>[] = [];
function answering(...answers: Array<{ status: number; body: unknown }>) {
  global.fetch = jest.fn(async (_url: string, init: { body?: string }) => {
    bodies.push(JSON.parse(init.body ?? '{}'));
    const next = answers.shift()!;
    return { ok: next.status < 300, status: next.status, json: () => Promise.resolve(next.body) };
  }) as unknown as typeof global.fetch;
}
const type = (name: string, value: string) => fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });
const submit = () => act(async () => fireEvent.submit(document.querySelector('form')!));
const IMAGE = 'data:image/svg+xml;base64,PHN2Zy8+';

beforeEach(() => {
  bodies = [];
  useOperatorSession.getState().signOut();
});

test('the captcha the API asks for after a failed sign-in is shown, and its answer goes with the next try', async () => {
  answering(
    { status: 401, body: { success: false, errorCode: 'operator.login.failed', value: { captcha: IMAGE, captchaId: 'cap-1' } } },
    { status: 200, body: { success: true, value: { id: 1, name: 'admin', role: 'admin', token: 'tok', expiresAt: Date.now() + 1000 } } },
  );
  render(<LoginPage />);
  expect(document.querySelector('input[name="captcha"]')).toBeNull();
  type('name', 'admin');
  type('password', 'wrong-password');
  await submit();
  expect(bodies[0]).toEqual({ name: 'admin', password: 'wrong-password' });
  expect(screen.getByTestId('ops-captcha-image').getAttribute('src')).toBe(IMAGE);
  expect(screen.getByRole('alert')).toBeTruthy();
  type('password', 'ops-admin-password');
  type('captcha', '12');
  await submit();
  expect(bodies[1]).toEqual({ name: 'admin', password: 'ops-admin-password', captcha: '12', captchaId: 'cap-1' });
  expect(useOperatorSession.getState().session?.token).toBe('tok');
});

test('a wrong captcha brings the next image, which replaces the spent one', async () => {
  answering(
    { status: 400, body: { success: false, errorCode: 'captcha.required', value: { captcha: IMAGE, captchaId: 'cap-1' } } },
    { status: 400, body: { success: false, errorCode: 'captcha.incorrect', value: { captcha: `${IMAGE}2`, captchaId: 'cap-2' } } },
  );
  render(<LoginPage />);
  type('name', 'admin');
  type('password', 'ops-admin-password');
  await submit();
  type('captcha', '99');
  await submit();
  expect(bodies[1]).toMatchObject({ captcha: '99', captchaId: 'cap-1' });
  expect(screen.getByTestId('ops-captcha-image').getAttribute('src')).toBe(`${IMAGE}2`);
  expect((document.querySelector('input[name="captcha"]') as HTMLInputElement).value).toBe('');
});
