import { QueryObserver } from '@tanstack/react-query';
import { queryClient } from '@site/shared/src/query';
import { refreshQueries } from './refresh-queries';

/**
 * Why a write refreshes with cancel then invalidate: a screen's first read still under way when the write lands read
 * the server before it. Invalidating alone joins that read (the new affiliate link never showed); refreshQueries
 * starts a read after the write.
 */
describe('refreshQueries', () => {
  let server: string[];
  const read = async () => {
    const seen = [...server];
    await new Promise((resolve) => setTimeout(resolve, 30));
    return seen;
  };
  /** A screen showing the list: its first read starts now. */
  const screen = (key: string[]) => {
    const observer = new QueryObserver(queryClient, { queryKey: key, queryFn: read });
    const stop = observer.subscribe(() => undefined);
    return stop;
  };
  const settled = (key: string[]) =>
    new Promise<void>((resolve) => {
      const check = () => (queryClient.getQueryState(key)?.fetchStatus === 'idle' ? resolve() : setTimeout(check, 5));
      check();
    });

  beforeEach(() => {
    server = ['first link'];
    queryClient.clear();
  });

  test('invalidating alone while the first read is under way keeps what the server had before the write', async () => {
    const stop = screen(['member', 'agent', 'a']);
    server.push('new link');
    await queryClient.invalidateQueries({ queryKey: ['member', 'agent', 'a'] });
    await settled(['member', 'agent', 'a']);
    expect(queryClient.getQueryData(['member', 'agent', 'a'])).toEqual(['first link']);
    stop();
  });

  test('cancel then invalidate reads again after the write', async () => {
    const stop = screen(['member', 'agent', 'b']);
    server.push('new link');
    await refreshQueries(['member', 'agent']);
    await settled(['member', 'agent', 'b']);
    expect(queryClient.getQueryData(['member', 'agent', 'b'])).toEqual(['first link', 'new link']);
    stop();
  });
});
