import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { requireRealMember } from '../http/auth';
import { requestLang } from '../http/language';
import {
  ConsolidatedFunds,
  LanguageQuery,
  MemberWallets,
  MerchantWallet,
  WalletBalance,
  WalletTransfer,
  WalletTransferResult,
} from '@site/shared/src/contracts/wallet';
import { parseAmount, parseRequestKey } from './money';
import { walletSettings } from './wallet-settings';
import { balanceView, consolidatedFunds, listWallets, transferBetweenWallets } from './wallet.service';
import { recordsRoutes } from './records.routes';

/** Wallet endpoints (product-rules 7 "Wallet"). Real members only: guests get login.not.session, trial members free_reject. */
export async function walletRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = typed(fastify);
  await app.register(recordsRoutes, { db });

  app.get(
    '/wps/relay/GCS_merchantWallet',
    { schema: contract({ tag: 'wallet', summary: 'Whether the merchant has one wallet only (no vendor wallets)', value: MerchantWallet }) },
    async (request) => {
      requireRealMember(request);
      return ok({ isSingle: walletSettings(request.merchant).merchantWallet.isSingle });
    },
  );

  app.get(
    '/wps/v2/wallets/balance',
    {
      schema: contract({
        tag: 'wallet',
        summary: "The member's balance: the sum and each wallet",
        querystring: LanguageQuery,
        value: WalletBalance,
      }),
    },
    async (request) => {
      const member = requireRealMember(request);
      return ok(await balanceView(db, request.merchant, member.id, requestLang(request)));
    },
  );

  app.get(
    '/wps/wallets/gcs',
    {
      schema: contract({
        tag: 'wallet',
        summary: "The member's wallets: MAIN and one per vendor, with the held balance",
        querystring: LanguageQuery,
        value: MemberWallets,
      }),
    },
    async (request) => {
      const member = requireRealMember(request);
      return ok(await listWallets(db, request.merchant, member.id, requestLang(request)));
    },
  );

  app.get(
    '/wps/member/info/funds/consolidated',
    {
      schema: contract({ tag: 'wallet', summary: "The member's total balance and agent contract-request flags", value: ConsolidatedFunds }),
    },
    async (request) => {
      const member = requireRealMember(request);
      return ok(await consolidatedFunds(db, request.merchant, member));
    },
  );

  /** One side is 'MAIN', the other a vendor wallet code from /wps/wallets/gcs; the same idempotencyKey moves money once. */
  app.post(
    '/wps/relay/GCS_walletTransfer',
    {
      schema: contract({
        tag: 'wallet',
        summary: 'Move money between MAIN and a vendor wallet',
        body: WalletTransfer,
        value: WalletTransferResult,
      }),
    },
    async (request) => {
      const member = requireRealMember(request);
      const { fromWallet, toWallet, amount, idempotencyKey } = request.body;
      return ok(
        await transferBetweenWallets(db, request.merchant, member.id, {
          fromWallet,
          toWallet,
          amount: parseAmount(amount),
          idempotencyKey: parseRequestKey(idempotencyKey),
        }),
      );
    },
  );
}
