import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus, setLanguage } from '@site/shared';
import { LogoutPrompt } from './LogoutPrompt';

describe('logout confirmation', () => {
  afterEach(async () => {
    await act(() => setLanguage('th'));
  });

  test('its confirm button says log out (ออกจากระบบ / Log out), not "send"', async () => {
    render(
      <MemoryRouter>
        <LogoutPrompt />
      </MemoryRouter>,
    );
    act(() => bus.emit('auth:logout', {}));
    expect(screen.getByTestId('logout-confirm').textContent).toBe('ออกจากระบบ');
    await act(() => setLanguage('en'));
    expect(screen.getByTestId('logout-confirm').textContent).toBe('Log out');
  });
});
