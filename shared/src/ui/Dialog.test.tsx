import { act, fireEvent, render, screen } from '@testing-library/react';
import { useId, useState } from 'react';
import { Dialog, DialogTitle } from './Dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open ? (
        <Dialog onClose={() => setOpen(false)} onMaskClick={() => setOpen(false)} labelledBy={titleId} data-testid="dialog">
          <div>
            <DialogTitle id={titleId}>Language</DialogTitle>
            <button type="button">first</button>
            <button type="button">last</button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}

function openDialog() {
  render(<Opener />);
  const opener = screen.getByText('open');
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByTestId('dialog') };
}

describe('Dialog', () => {
  test('is named by its heading, focuses its first control and locks the page scroll', () => {
    const { dialog } = openDialog();
    expect(screen.getByRole('dialog', { name: 'Language' })).toBe(dialog);
    expect(document.activeElement).toBe(screen.getByText('first'));
    expect(document.body.style.overflow).toBe('hidden');
  });

  test('Escape closes it, the page scrolls again and focus returns to the opener', () => {
    const { opener, dialog } = openDialog();
    fireEvent.keyDown(screen.getByText('first'), { key: 'Escape' });
    expect(dialog.isConnected).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  test('Tab cycles inside: from the last control to the first, Shift+Tab from the first to the last', () => {
    openDialog();
    const first = screen.getByText('first');
    const last = screen.getByText('last');
    act(() => last.focus());
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  test('a click on the mask closes it, a click inside does not', () => {
    const { dialog } = openDialog();
    fireEvent.click(screen.getByText('Language'));
    expect(dialog.isConnected).toBe(true);
    fireEvent.click(dialog);
    expect(dialog.isConnected).toBe(false);
  });

  test('waits, unopened, while the age gate is up, and opens once it is answered', async () => {
    const gate = document.createElement('div');
    gate.setAttribute('data-modal-gate', '');
    document.body.append(gate);
    const { dialog } = openDialog();
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(document.body.style.overflow).toBe('');
    await act(async () => {
      gate.hidden = true;
      await Promise.resolve();
    });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
    gate.remove();
  });
});
