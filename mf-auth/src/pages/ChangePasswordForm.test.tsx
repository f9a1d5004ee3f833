import { act, fireEvent, render, screen } from '@testing-library/react';
import { http, i18n, sessionStore, type ApiRequest, type ApiResponse, type Transport } from '@site/shared';
import '../i18n';
import { ChangePasswordForm } from './ChangePasswordForm';

/** The real API client with a fake transport: every request is recorded and answered with `answer`. */
let sent: ApiRequest[] = [];
let answer: ApiResponse = { status: 200, data: { success: true, value: true } };
const transport: Transport = async (request) => {
  sent.push(request);
  return answer;
};

const SAME = () => i18n.t('common:same_password');
const type = (name: string, value: string) => fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByTestId('change-submit')));
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

describe('change password (the same_password prompt)', () => {
  beforeAll(() => {
    http.transport = transport;
  });
  beforeEach(() => {
    sent = [];
    answer = { status: 200, data: { success: true, value: true } };
    sessionStore.getState().signIn({ token: 't', merchantCode: 'DEMO', userName: 'alice', type: 1, firstTimeLogin: false });
    render(<ChangePasswordForm onDone={() => undefined} />);
  });

  const prompt = () => screen.queryByTestId('same-password-prompt');

  test('new equal to old: the same_password prompt with its submit button, nothing sent; submit closes it and returns to the field', async () => {
    type('oldPassword', 'abc12345');
    type('newPassword', 'abc12345');
    type('confirmNewPassword', 'abc12345');
    await submit();
    expect(sent).toHaveLength(0);
    expect(screen.getByRole('alertdialog', { name: SAME() })).toBe(prompt());
    expect(alerts()).toEqual([]); // a prompt, not a line under the field
    await act(async () => fireEvent.click(screen.getByRole('button', { name: i18n.t('common:submit') })));
    expect(prompt()).toBeNull();
    expect(document.activeElement).toBe(document.querySelector('input[name="newPassword"]'));

    // A different new password goes to the server.
    type('newPassword', 'abc123456');
    type('confirmNewPassword', 'abc123456');
    await submit();
    expect(prompt()).toBeNull();
    expect(sent).toHaveLength(1);
  });

  test("the server's modify.new.old.same is the same prompt", async () => {
    answer = { status: 400, data: { success: false, errorCode: 'modify.new.old.same', message: '' } };
    type('oldPassword', 'abc12345');
    type('newPassword', 'new12345');
    type('confirmNewPassword', 'new12345');
    await submit();
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('alertdialog', { name: SAME() })).toBe(prompt());
    await act(async () => fireEvent.click(screen.getByTestId('same-password-submit')));
    expect(prompt()).toBeNull();
  });

  test('any other refusal is the form message, gone once a field changes', async () => {
    answer = { status: 400, data: { success: false, errorCode: 'login.password.incorrect', message: '' } };
    type('oldPassword', 'wrong1234');
    type('newPassword', 'new12345');
    type('confirmNewPassword', 'new12345');
    await submit();
    expect(screen.getByTestId('form-error').textContent).toBe(i18n.t('errors:login.password.incorrect'));
    type('oldPassword', 'abc12345');
    expect(screen.queryByTestId('form-error')).toBeNull();
  });
});
