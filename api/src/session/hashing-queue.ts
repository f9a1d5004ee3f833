import os from 'node:os';
import { BusyError, RateLimitedError } from '../http/errors';

/**
 * Password hashing (scrypt: a fraction of a CPU-second and 128 MiB each) goes through one bounded queue, so a burst
 * cannot take the machine from everyone else (issue 29, docs/accounts.md "Hashing"):
 * - at most SLOTS hashes run at once (the cores; libuv's pool is left threads for files and DNS);
 * - at most WAITING wait; past that the request is answered at once with 503 system.busy and Retry-After;
 * - one owner's (a member's, an account name's) hashes run one at a time, and more than OWNER_WAITING of its own
 *   waiting is answered 429 rate.limited: a member's burst waits behind itself, not in front of others.
 * Nothing here holds a database connection: callers hash outside their transactions.
 */
const SLOTS = Math.max(1, os.availableParallelism() - 1);
const WAITING = 32;
const OWNER_WAITING = 2;

export class HashingQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** Per owner: how many of its hashes are running or waiting, and the tail of its chain. */
  private readonly owners = new Map<string, { count: number; tail: Promise<unknown> }>();

  constructor(
    readonly slots = SLOTS,
    readonly waitingMax = WAITING,
    readonly ownerWaitingMax = OWNER_WAITING,
  ) {}

  /** Runs work when a slot is free: after the owner's earlier hashes, refused at once when the queue is full. */
  run<T>(owner: string | null, work: () => Promise<T>): Promise<T> {
    if (owner === null) return this.inSlot(work);
    const entry = this.owners.get(owner) ?? { count: 0, tail: Promise.resolve() };
    // count includes the one running: 1 running + ownerWaitingMax waiting.
    if (entry.count > this.ownerWaitingMax) return Promise.reject(new RateLimitedError(1));
    entry.count += 1;
    this.owners.set(owner, entry);
    const result = entry.tail.then(() => this.inSlot(work));
    entry.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result.finally(() => {
      entry.count -= 1;
      if (entry.count === 0) this.owners.delete(owner);
    });
  }

  private async inSlot<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      if (this.waiting.length >= this.waitingMax) throw new BusyError(1);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // The slot passes straight to the next waiting hash (running stays as it is), or is freed.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** For metrics and tests: hashes running and waiting. */
  get depth(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

/** The process's one queue: every password, PIN and security-answer hash goes through it. */
export const hashingQueue = new HashingQueue();
