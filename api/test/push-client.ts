/**
 * A member's push stream (GET /wps/push) read the way the shell's client reads it, for tests: fetch with the token in
 * the Authorization header, Server-Sent Events parsed as they arrive.
 */
export interface PushedEvent {
  id: string | null;
  event: string;
  data: Record<string, unknown>;
}

export interface PushStream {
  status: number;
  /** Which instance answered, behind the test proxy (its X-Upstream header). */
  upstream: string | null;
  /** The error envelope when the stream was refused. */
  refusal: { errorCode?: string } | null;
  events: PushedEvent[];
  /** The next event of this type not answered yet (pings skipped unless asked for). */
  next(type: string, timeoutMs?: number): Promise<PushedEvent>;
  /** Resolves when the server has ended the stream. */
  ended: Promise<void>;
  isEnded(): boolean;
  close(): void;
}

export async function openPushStream(
  base: string,
  token: string | null,
  { lastEventId, merchant = 'DEMO' }: { lastEventId?: string | null; merchant?: string } = {},
): Promise<PushStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { merchant, accept: 'text/event-stream' };
  if (token) headers.authorization = token;
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const res = await fetch(`${base}/wps/push`, { headers, signal: controller.signal });
  const events: PushedEvent[] = [];
  const answered = new Set<PushedEvent>();
  let ended = res.status !== 200;
  let refusal: PushStream['refusal'] = null;
  let done: Promise<void> = Promise.resolve();
  if (res.status !== 200) refusal = (await res.json()) as PushStream['refusal'];
  else {
    done = (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event: PushedEvent = { id: null, event: 'message', data: {} };
            let data = '';
            for (const line of block.split('\n')) {
              const [field, ...rest] = line.split(':');
              const value = rest.join(':').replace(/^ /, '');
              if (field === 'id') event.id = value;
              else if (field === 'event') event.event = value;
              else if (field === 'data') data += value;
            }
            if (data) {
              event.data = JSON.parse(data) as Record<string, unknown>;
              events.push(event);
            }
          }
        }
      } catch {
        /* aborted by close() */
      }
      ended = true;
    })();
  }
  return {
    status: res.status,
    upstream: res.headers.get('x-upstream'),
    refusal,
    events,
    ended: done,
    isEnded: () => ended,
    close: () => controller.abort(),
    async next(type, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find((e) => e.event === type && !answered.has(e));
        if (found) {
          answered.add(found);
          return found;
        }
        if (Date.now() > deadline)
          throw new Error(`no ${type} event within ${timeoutMs} ms (got ${events.map((e) => e.event).join(', ')})`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
  };
}
