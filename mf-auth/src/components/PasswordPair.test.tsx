import { act, fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { check, checkConfirmation, i18n } from '@site/shared';
import { checksResolver } from '@site/shared/src/forms';
import '../i18n';
import { PasswordPair } from './PasswordPair';

type Values = { password: string; confirmPassword: string };
const resolver = checksResolver<Values>((v) => ({
  password: check('password', v.password, true),
  confirmPassword: checkConfirmation(v.password, v.confirmPassword),
}));

function Form({ recheck }: { recheck: boolean }) {
  const form = useForm<Values>({ resolver, reValidateMode: 'onSubmit', defaultValues: { password: '', confirmPassword: '' } });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
        <PasswordPair password="password" confirmation="confirmPassword" recheck={recheck} />
        <button type="submit">go</button>
      </form>
    </FormProvider>
  );
}

const type = (name: string, value: string) =>
  act(async () => {
    fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });
  });
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const MISMATCH = () => i18n.t('common:in_confirmation_correct');

describe('PasswordPair', () => {
  test('without recheck: the messages show on submit and an edit of the password drops both', async () => {
    render(<Form recheck={false} />);
    await type('password', 'abc');
    await type('confirmPassword', 'abd');
    await act(async () => fireEvent.click(screen.getByText('go')));
    expect(alerts()).toEqual([i18n.t('errors:format.password'), MISMATCH()]);
    await type('password', 'abc12345');
    expect(alerts()).toEqual([]);
  });

  test('with recheck (registration): a typed confirmation is checked as either field changes', async () => {
    render(<Form recheck />);
    await type('password', 'abc12345');
    expect(alerts()).toEqual([]);
    await type('confirmPassword', 'abc1234');
    expect(alerts()).toEqual([MISMATCH()]);
    await type('confirmPassword', 'abc12345');
    expect(alerts()).toEqual([]);
    await type('password', 'abc123456');
    expect(alerts()).toEqual([MISMATCH()]);
  });
});
