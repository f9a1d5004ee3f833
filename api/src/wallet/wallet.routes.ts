import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { requireRealMember } from '../http/auth';
import { parseAmount, parseRequestKey, requestLang } from './money';
import { walletSettings } from './wallet-settings';
import { balanceView, consolidatedFunds, listWallets, transferBetweenWallets } from './wallet.service';
import { recordsRoutes } from './records.routes';

/** Wallet endpoints (spec 7 "Wallet"). Real members only: guests get login.not.session, trial members free_reject. */
export async function walletRoutes(app: FastifyInstance, { db }: { db: Db }) {
  await app.register(recordsRoutes, { db });

  app.get('/wps/relay/GCS_merchantWallet', async (request) => {
    requireRealMember(request);
    return ok({ isSingle: walletSettings(request.merchant).merchantWallet.isSingle });
  });

  app.get('/wps/v2/wallets/balance', async (request) => {
    const member = requireRealMember(request);
    return ok(await balanceView(db, request.merchant, member.id, requestLang(request)));
  });

  /** {isSingle, sumBalance, heldBalance, wallets: [{wallet, accountTypeId, name, accountTypeName, balance, availBalance}]}. */
  app.get('/wps/wallets/gcs', async (request) => {
    const member = requireRealMember(request);
    return ok(await listWallets(db, request.merchant, member.id, requestLang(request)));
  });

  app.get('/wps/member/info/funds/consolidated', async (request) => {
    const member = requireRealMember(request);
    return ok(await consolidatedFunds(db, request.merchant, member));
  });

  /**
   * Main <-> vendor wallet transfer. Body {fromWallet, toWallet, amount (minor units), idempotencyKey}; one side is
   * 'MAIN', the other a vendor wallet code from /wps/wallets/gcs. The same idempotencyKey moves money once and
   * answers the first result with replayed: true. Answer {transferId, replayed, fromWallet, toWallet, amount, balances, sumBalance}.
   */
  app.post(
    '/wps/relay/GCS_walletTransfer',
    {
      schema: {
        body: {
          type: 'object',
          required: ['fromWallet', 'toWallet', 'amount'],
          properties: { fromWallet: { type: 'string', maxLength: 40 }, toWallet: { type: 'string', maxLength: 40 }, amount: {}, idempotencyKey: {} },
        },
      },
    },
    async (request) => {
      const member = requireRealMember(request);
      const body = request.body as { fromWallet: string; toWallet: string; amount: unknown; idempotencyKey?: unknown };
      return ok(
        await transferBetweenWallets(db, request.merchant, member.id, {
          fromWallet: body.fromWallet,
          toWallet: body.toWallet,
          amount: parseAmount(body.amount),
          idempotencyKey: parseRequestKey(body.idempotencyKey),
        }),
      );
    },
  );
}
