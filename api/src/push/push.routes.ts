import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ErrorEnvelope } from '@site/shared/src/contracts/envelope';
import type { PushEventType } from '@site/shared/src/contracts/push';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { rawContract, typed } from '../http/contract';
import { requireMember } from '../http/auth';
import { eventChannel, useEventJournal } from '../events/events';
import { latestPushEventId, pushEventsAfter } from './push.repository';
import { pushHub, pushJournal, type PushTab } from './push.service';

/** A stream whose client stops reading is dropped past this much unsent data (the tab reconnects and catches up). */
const MAX_BUFFERED_BYTES = 256 * 1024;

const frame = (id: number | null, type: string, data: object) =>
  `${id !== null ? `id: ${id}\n` : ''}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * GET /wps/push: the signed-in member's live events as Server-Sent Events (docs/live.md). The token comes in the
 * Authorization header like every call (never in the URL: fetch-streaming SSE, not EventSource); Last-Event-ID resumes
 * from the journal. One hub per instance, fed by the event channel, so an event raised on any instance arrives.
 */
export async function pushRoutes(fastify: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const app = typed(fastify);
  const hub = pushHub(db, (error, message) => app.log.warn({ err: error }, message));
  const journal = pushJournal(db);
  await hub.start(eventChannel());
  useEventJournal(journal);
  // Open streams would hold the server's close: they end first (each tab reconnects to another instance).
  app.addHook('preClose', async () => {
    await hub.stop();
  });
  app.addHook('onClose', async () => useEventJournal(null));

  app.get(
    '/wps/push',
    {
      schema: rawContract(
        'push',
        "The member's live events (Server-Sent Events: ready, wallet.changed, order.status, unread.changed, contract.requested, rewards.ready, member.changed, chat.message, chat.typing, chat.read, session.revoked, ping)",
        {
          200: Type.String({ description: 'text/event-stream; each event has an id (ping excepted) to resume from with Last-Event-ID' }),
          '4xx': ErrorEnvelope,
          '5xx': ErrorEnvelope,
        },
        { headers: Type.Object({ 'last-event-id': Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$' })) }) },
      ),
    },
    async (request, reply) => {
      const member = requireMember(request);
      const token = request.sessionToken!;
      const lastHeader = request.headers['last-event-id'];
      const resumeFrom = lastHeader ? Number(lastHeader) : null;

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        // nginx passes each event on at once instead of buffering the stream (deploy/nginx/api.conf).
        'X-Accel-Buffering': 'no',
        Connection: 'keep-alive',
      });
      raw.socket?.setNoDelay(true);

      // Until the catch-up is sent, live events wait, then only those past it go out (an event is sent once).
      let live = false;
      let sentUpTo = 0;
      const waiting: Array<[number | null, PushEventType, object]> = [];
      let ended = false;
      const write = (id: number | null, type: PushEventType, data: object) => {
        if (ended) return;
        if (id !== null && id <= sentUpTo) return;
        if (id !== null) sentUpTo = id;
        raw.write(frame(id, type, data));
        if (raw.writableLength > MAX_BUFFERED_BYTES) tab.end();
      };
      const tab: PushTab = {
        merchant: member.merchantCode,
        memberId: member.id,
        token,
        send(id, type, data) {
          if (live) write(id, type, data);
          else waiting.push([id, type, data]);
        },
        revoke() {
          write(null, 'session.revoked', {});
          tab.end();
        },
        end() {
          if (ended) return;
          ended = true;
          raw.end();
        },
      };
      const heartbeat = setInterval(() => {
        write(null, 'ping', {});
        // A revocation whose event was lost (Redis away) still ends the stream within a heartbeat.
        void hub.checkSession(tab);
      }, config.pushHeartbeatMs);
      heartbeat.unref();
      raw.on('close', () => {
        ended = true;
        clearInterval(heartbeat);
        hub.remove(tab);
      });
      hub.add(tab);

      try {
        const start = resumeFrom ?? (await latestPushEventId(db));
        // The retry hint is the first reconnect's delay; the page backs off from there (docs/live.md).
        raw.write(`retry: 1000\n`);
        raw.write(frame(start, 'ready', { heartbeatMs: config.pushHeartbeatMs }));
        sentUpTo = start;
        if (resumeFrom !== null) {
          for (const row of await pushEventsAfter(db, member.merchantCode, member.id, resumeFrom)) {
            write(Number(row.id), row.topic as PushEventType, row.payload);
          }
        }
        live = true;
        for (const [id, type, data] of waiting.splice(0)) write(id, type, data);
      } catch (error) {
        request.log.warn({ err: error }, 'push catch-up failed');
        tab.end();
      }
    },
  );
}
