import { act, fireEvent, render, screen } from '@testing-library/react';
import { i18n, languageReady } from '@site/shared';
import '../i18n';
import { BirthdayField } from './BirthdayField';

/** Issue 29: the birthday was the browser's native "mm/dd/yyyy" input on a Thai page. */
describe('BirthdayField (the spec date picker, not the native mm/dd/yyyy input)', () => {
  const renderField = () => {
    const onChange = jest.fn();
    render(<BirthdayField label="Birthday" value="" onChange={onChange} />);
    return onChange;
  };

  it('Thai: Thai month names and Buddhist-era years 1900 to the end of this year, submits the ISO day', async () => {
    await act(() => i18n.changeLanguage('th'));
    const onChange = renderField();
    expect(document.querySelector('input[type="date"]')).toBeNull();
    expect(screen.getByRole('group', { name: /Birthday/ })).toBeTruthy();
    const month = screen.getByRole('combobox', { name: 'เดือน' });
    expect(month.textContent).toContain('มกราคม');
    const year = screen.getByRole('combobox', { name: 'ปี (พ.ศ.)' }) as HTMLSelectElement;
    const thisYear = new Date().getFullYear();
    expect(year.options[1].value).toBe(String(thisYear));
    expect(year.options[1].textContent).toBe(String(thisYear + 543));
    expect(year.options[year.options.length - 1].value).toBe('1900');
    expect(year.options[year.options.length - 1].textContent).toBe('2443');
    fireEvent.change(year, { target: { value: '1990' } });
    fireEvent.change(month, { target: { value: '02' } });
    expect(onChange).toHaveBeenLastCalledWith('');
    fireEvent.change(screen.getByRole('combobox', { name: 'วัน' }), { target: { value: '28' } });
    expect(onChange).toHaveBeenLastCalledWith('1990-02-28');
  });

  it('English: English month names and the common-era year', async () => {
    await act(async () => {
      await i18n.changeLanguage('en');
      await languageReady('en');
    });
    renderField();
    expect(screen.getByRole('combobox', { name: 'Month' }).textContent).toContain('January');
    const year = screen.getByRole('combobox', { name: 'Year' }) as HTMLSelectElement;
    expect(year.options[1].textContent).toBe(String(new Date().getFullYear()));
  });
});
