import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/db';
import { AppError } from './errors';
import { findMerchant, type Merchant } from '../system/merchant.repository';

declare module 'fastify' {
  interface FastifyRequest {
    merchant: Merchant;
  }
}

const CACHE_MS = 5000;

/** Header Merchant selects the white label (api-conventions A2.1: exactly one); none means the default merchant. */
export const merchantPlugin = fp(async (app: FastifyInstance, opts: { db: Db; defaultMerchant: string }) => {
  const cache = new Map<string, { merchant: Merchant | null; at: number }>();
  app.decorateRequest('merchant', null as unknown as Merchant);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!/^\/(wps|lgw|ops)\//.test(request.url)) return;
    const header = request.headers.merchant;
    if (Array.isArray(header)) throw new AppError('merchant.unknown', 'exactly one Merchant header is allowed');
    const code = (header || opts.defaultMerchant).trim();
    let hit = cache.get(code);
    if (!hit || Date.now() - hit.at > CACHE_MS) {
      hit = { merchant: await findMerchant(opts.db, code), at: Date.now() };
      cache.set(code, hit);
    }
    if (!hit.merchant) throw new AppError('merchant.unknown', `unknown merchant ${code.slice(0, 40)}`);
    request.merchant = hit.merchant;
  });
});
