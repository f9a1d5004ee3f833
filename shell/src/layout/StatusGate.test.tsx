import { act, render, screen } from '@testing-library/react';
import { api, ApiError, systemStore } from '@site/shared';
import { StatusGate } from './StatusGate';

/** A busy API is not an outage: the gate waits and asks again; only an API or database away shows the service screen. */
describe('status gate without a cached status', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    systemStore.setState({ status: null });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  test('system.busy shows the wait screen, asks again after 2 s and then shows the site', async () => {
    const get = jest
      .spyOn(api, 'get')
      .mockRejectedValueOnce(new ApiError('system.busy', 'busy', 503))
      .mockResolvedValueOnce({ status: 0 } as never);
    render(<StatusGate>site</StatusGate>);
    await act(async () => undefined);
    expect(screen.getByTestId('status-busy')).toBeTruthy();
    expect(screen.queryByTestId('status-screen')).toBeNull();
    await act(async () => jest.advanceTimersByTime(2000));
    expect(get).toHaveBeenCalledTimes(2);
    expect(screen.getByText('site')).toBeTruthy();
  });

  test('system.database.unavailable shows the outage screen with its reason', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(new ApiError('system.database.unavailable', 'away', 503));
    render(<StatusGate>site</StatusGate>);
    await act(async () => undefined);
    expect(screen.getByTestId('status-screen').dataset.error).toBe('system.database.unavailable');
    expect(screen.queryByTestId('status-busy')).toBeNull();
  });
});
