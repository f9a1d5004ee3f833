import type { Queryable } from '../db/db';
import type { DownlinePage, DownlineQuery } from '@site/shared/src/contracts/agent';
import type { Merchant } from '../system/merchant.repository';
import { agentSettings, isAgentOf } from './agent-settings';
import { downlinePage } from './downline.repository';

/** product-rules 6.13: how deep a downline's balance shows under the merchant's `downlineBalance`. */
const BALANCE_DEPTH = { none: 0, direct: 1, all: 64 } as const;

/** The agent's downlines, direct or every level, searched and paged (api-conventions A8.3: page, size, totalPages). */
export async function listDownlines(db: Queryable, merchant: Merchant, agentId: number, query: DownlineQuery): Promise<DownlinePage> {
  const size = query.size ?? 20;
  const page = query.page ?? 1;
  const name = query.name?.trim() || null;
  const { rows, total } = await downlinePage(db, {
    agentId,
    directOnly: (query.level ?? 'direct') === 'direct',
    // A search is literal: % and _ are not wildcards of the member's typing.
    name: name && name.replace(/[\\%_]/g, (c) => `\\${c}`),
    limit: size,
    offset: (page - 1) * size,
    balanceDepth: BALANCE_DEPTH[agentSettings(merchant).downlineBalance],
  });
  return {
    rows: rows.map((r) => ({
      id: r.id,
      account: r.account,
      nickname: r.nickname,
      type: r.type,
      agent: isAgentOf(merchant, r),
      depth: r.depth,
      upline: r.upline,
      registeredAt: r.registeredAt.getTime(),
      lastLoginAt: r.lastLoginAt?.getTime() ?? null,
      deposits: r.deposits,
      turnover: r.turnover,
      balance: r.balance,
    })),
    totalCount: total,
    totalPages: Math.ceil(total / size),
    pageNum: page,
  };
}
