import { QueryObserver } from '@tanstack/react-query';
import { queryClient, refreshQueries } from '.';

/** A server value that a mutation changes while the first read of it is still on its way. */
function slowServer() {
  let value = 'before';
  const reads: Array<() => void> = [];
  return {
    change: () => (value = 'after'),
    /** Answers with the value as it was when the read left, once released. */
    read: () => {
      const seen = value;
      return new Promise<string>((resolve) => reads.push(() => resolve(seen)));
    },
    release: () => reads.splice(0).forEach((answer) => answer()),
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

/** A screen showing the query (an observer: invalidation refetches only what is shown), changed during its first read. */
async function changeDuringFirstRead(refresh: (key: string[]) => Promise<unknown>) {
  const server = slowServer();
  const key = ['wallet', 'refresh-test', String(Math.random())];
  const screen = new QueryObserver(queryClient, { queryKey: key, queryFn: server.read });
  const unsubscribe = screen.subscribe(() => undefined);
  await tick();
  server.change();
  const done = refresh(key);
  for (let i = 0; i < 5; i++) {
    server.release();
    await tick();
  }
  await done;
  const data = queryClient.getQueryData(key);
  unsubscribe();
  return data;
}

describe('refreshQueries', () => {
  afterAll(() => queryClient.clear());

  test('invalidating a query whose first read is in flight joins that read: the screen keeps the old answer', async () => {
    expect(await changeDuringFirstRead((key) => queryClient.invalidateQueries({ queryKey: key }))).toBe('before');
  });

  test('refreshQueries cancels that read and reads again after the change', async () => {
    expect(await changeDuringFirstRead((key) => refreshQueries(key))).toBe('after');
  });
});
