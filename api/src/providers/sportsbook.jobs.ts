import type { Db } from '../db/db';
import { AppError } from '../http/errors';
import type { JobDefinition } from '../jobs/scheduler';
import { signedCallback, type CallbackSender } from './demo-provider';
import { balance, credit, debit, rollback, verifySignature } from './provider-wallet.service';
import { loadProvidersConfig, type ProviderConfig } from './provider.config';
import { sportsNow } from './sportsbook.clock';
import { publishResults } from './sportsbook.service';

/**
 * The demo vendor's callbacks sent from a process without the HTTP server (the worker): each is signed as over
 * HTTP and checked by the wallet's own signature check before its handler runs.
 */
export function localCallbacks(db: Db, provider: ProviderConfig): CallbackSender {
  const handlers = { balance, debit, credit, rollback };
  return signedCallback(provider, async (url, raw, headers) => {
    const kind = url.slice(url.lastIndexOf('/') + 1) as keyof typeof handlers;
    try {
      verifySignature(provider, raw, headers['x-signature']);
      return { status: 200, body: { success: true, value: await handlers[kind](db, provider, JSON.parse(raw)) } };
    } catch (error) {
      if (error instanceof AppError) return { status: error.status, body: { success: false, errorCode: error.errorCode } };
      throw error;
    }
  });
}

/**
 * The demo vendor's result feed every minute: publishes the results of finished matches and settles their bets.
 * Each result is published once (its row's key) and each bet's settlement is one callback with a transaction id of
 * its own, so a second run, a second instance or a restart pays nothing twice (engineering-habits H20).
 */
export const SPORTS_RESULTS_JOB: JobDefinition = {
  name: 'demo.sports-results',
  schedule: { everySeconds: 60 },
  missed: 'latest',
  async run({ db, log }) {
    const demo = loadProvidersConfig().providers.DEMO;
    if (!demo) return;
    const run = await publishResults(db, localCallbacks(db, demo), demo.secret, sportsNow(), log);
    if (run.published + run.settled + run.failed > 0) log.info(run, 'sports results published');
  },
};
