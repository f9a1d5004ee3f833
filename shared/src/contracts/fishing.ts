import { Type, type Static } from '@sinclair/typebox';

/**
 * The demo vendor's fishing game (/provider/demo/fishing/...), docs/games.md "Fishing". Amounts in minor units.
 */
const GameCode = Type.String({ pattern: '^[A-Za-z0-9_.-]{1,60}$' });
/** The page's own id of a batch of shots (16..32 of a-z 0-9): sending it again settles nothing more. */
export const FishBatchId = Type.String({ pattern: '^[a-z0-9]{16,32}$' });

/** GET /provider/demo/fishing/game: the room's fish, cannon levels and stated return, and the next batch's commitment. */
export const FishGame = Type.Object({
  game: Type.String(),
  /** The stated return of every kind of fish (0.96). */
  rtp: Type.Number(),
  /** Kind k pays stake x multiplier, caught with the stated probability (rtp / multiplier). */
  kinds: Type.Array(Type.Object({ kind: Type.Integer(), multiplier: Type.Integer(), probability: Type.Number() })),
  /** Stakes per shot (cannon levels), smallest first. */
  levels: Type.Array(Type.Integer()),
  maxShots: Type.Integer(),
  /** When asked with ?batch=: SHA-256 of that batch's server seed, shown before its first shot. */
  commitment: Type.Union([Type.String(), Type.Null()]),
});
export type FishGame = Static<typeof FishGame>;

export const FishShot = Type.Object({
  /** The kind of fish the shot's bullet struck (0 smallest .. 7 boss). */
  kind: Type.Integer({ minimum: 0, maximum: 99 }),
  /** The cannon's level when the shot was fired: its stake. */
  stake: Type.Integer({ minimum: 1 }),
});
export type FishShot = Static<typeof FishShot>;

export const FishBatchRequest = Type.Object({
  token: Type.String({ minLength: 10, maxLength: 128 }),
  game: GameCode,
  batchId: FishBatchId,
  clientSeed: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  /** The shots in firing order: shot i (1, 2, ...) is nonce i. */
  shots: Type.Array(FishShot, { minItems: 1, maxItems: 200 }),
});
export type FishBatchRequest = Static<typeof FishBatchRequest>;

/** A batch's settlement: one debit of its stakes, one credit of its wins (or a refused debit, or a refund). */
export const FishBatch = Type.Object({
  batchId: Type.String(),
  /** settled; refused (the wallet refused the debit: nothing moved); cancelled (refunded by a rollback). */
  status: Type.Union([Type.Literal('settled'), Type.Literal('refused'), Type.Literal('cancelled')]),
  /** Why the debit was refused (an error key), for a refused batch. */
  refusal: Type.Union([Type.String(), Type.Null()]),
  shots: Type.Array(Type.Object({ kind: Type.Integer(), stake: Type.Integer(), hit: Type.Boolean(), win: Type.Integer() })),
  stake: Type.Integer(),
  win: Type.Integer(),
  clientSeed: Type.String(),
  commitment: Type.String(),
  serverSeed: Type.String(),
  /** The balance of the wallet the game plays from, after the batch. */
  balance: Type.Integer(),
});
export type FishBatch = Static<typeof FishBatch>;
