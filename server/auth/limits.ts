import type { FastifyBaseLogger } from 'fastify';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { createClient } from 'redis';
import { ApiError } from '../errors.ts';

/** At most `points` in `seconds`, counted from the first one (a fixed window per key). */
export interface Limit {
  points: number;
  seconds: number;
}

/**
 * Every limit on guessing and flooding, in one place (why these numbers: docs/decisions.md). An address is the
 * caller's own (Fastify's `request.ip`; X-Forwarded-For only from the proxies TRUST_PROXY names); an account
 * is the normalised e-mail, whether or not it exists, so an answer never tells which ones do.
 */
export const RATE_LIMITS = {
  /** Sign-in attempts from one address, whatever the account: a person retyping, not a script. */
  loginPerAddress: { points: 20, seconds: 60 },
  /**
   * Password guesses at one account, from any address: sign-ins that failed (wrong password, unknown account)
   * and wrong current passwords of an account change (someone holding a stolen token guessing through it). One
   * budget for both: about a thousand guesses a day to a botnet rotating addresses. A right password is not
   * counted.
   */
  loginFailuresPerAccount: { points: 10, seconds: 15 * 60 },
  forgotPasswordPerAddress: { points: 20, seconds: 60 },
  /** Each request mails a reset link: a mailbox is not flooded, and a person who lost a mail can ask again. */
  forgotPasswordPerAccount: { points: 5, seconds: 60 * 60 },
  /** Sign-ups from one address (besides the proof-of-work captcha): a family or an office, not a farm. */
  registerPerAddress: { points: 10, seconds: 60 * 60 },
  resendVerificationPerAddress: { points: 20, seconds: 60 * 60 },
  /** Each request mails a verification link. */
  resendVerificationPerAccount: { points: 5, seconds: 60 * 60 },
  /** Chat sends of one person (socket and REST alike): 20 in a row, at most 5 a second sustained. */
  chatSendsPerPerson: { points: 20, seconds: 4 },
  /**
   * Views and QR scans the marketplace reports, per reporting account: a busy marketplace's steady stream, not
   * a loop inflating a provider's control panel.
   */
  marketplaceEventsPerCaller: { points: 600, seconds: 60 },
  /**
   * "Sync now" presses of one imported calendar, by whoever owns it. Each may fetch up to 5 MB for up to 10 s
   * from someone else's server, which the poller fetches every 5 minutes anyway: 5 in 10 minutes is more than a
   * person checking a change needs, and keeps the source at no more than 7 of our fetches in 10 minutes.
   */
  feedSyncsPerFeed: { points: 5, seconds: 10 * 60 },
  /**
   * Fetches one provider asks for, on any of their calendars: each "sync now" and each calendar added (its first
   * import starts at once, so adding and removing would otherwise be an unlimited "sync now"). 30 an hour covers
   * adding ten calendars and syncing each twice; at most 150 MB an hour fetched on one provider's behalf.
   */
  feedFetchesPerProvider: { points: 30, seconds: 60 * 60 },
  /**
   * Help messages of one provider: each lands in the support inbox for a person to answer. A provider with
   * questions at every wizard step asks a handful in an hour; a flood is at most 240 a day per account.
   */
  helpMessagesPerProvider: { points: 10, seconds: 60 * 60 },
  /** Paid meeting requests of one provider (besides the captcha each needs): one is the usual, five never. */
  meetingRequestsPerProvider: { points: 5, seconds: 60 * 60 },
  /**
   * Scans of one referral code counted from one address (the key is code and address): a phone scanning the same
   * poster twice, or a script reloading the scan address, counts once in 10 minutes. Past it the visitor is still
   * sent on; the scan is just not counted.
   */
  referralScansPerAddress: { points: 1, seconds: 10 * 60 },
  /**
   * Requests to join from one address (besides the captcha each needs): each lands in the support inbox for a
   * person to read; an office sending a few is fine, a flood is not.
   */
  joinRequestsPerAddress: { points: 5, seconds: 60 * 60 },
  /** Saves of one influencer's profile (each after a captcha): a person correcting a typo, not a loop. */
  influencerSavesPerPerson: { points: 20, seconds: 60 * 60 },
  /** Pictures one influencer uploads: each is decoded and re-encoded, so a flood costs the server CPU. */
  influencerPicturesPerPerson: { points: 20, seconds: 60 * 60 },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof RATE_LIMITS;
export type LimitTable = Record<LimitName, Limit>;

/** 429, in the contract's Error shape; the error handler adds the Retry-After header and `retry_after`. */
export class TooManyRequests extends ApiError {
  constructor(
    /** Whole seconds until the next attempt is accepted. */
    readonly retryAfter: number,
  ) {
    super(429, 'too_many_requests', `Too many attempts, try again in ${inWords(retryAfter)}`);
  }
}

const inWords = (seconds: number) =>
  seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;

export interface Limits {
  /** Spends one point of the limit for this key, or throws TooManyRequests when none is left. */
  take(name: LimitName, key: string): Promise<void>;
  /** Gives a point back: what it was taken for turned out not to count (a sign-in that succeeded). */
  giveBack(name: LimitName, key: string): Promise<void>;
  close(): Promise<void>;
}

export interface LimitsOptions {
  limits: LimitTable;
  /** Set: counted in Redis, so every server process shares them; else in this process's memory. */
  redisUrl: string | undefined;
  log: FastifyBaseLogger;
}

/**
 * The limiters of one server process, built once (buildApp). With Redis each count lives there; while Redis
 * cannot be reached, each process counts in its own memory instead of refusing everyone or no one.
 */
export async function createLimits({ limits, redisUrl, log }: LimitsOptions): Promise<Limits> {
  let redis: ReturnType<typeof createClient> | undefined;
  if (redisUrl) {
    // Without an offline queue a count fails at once while Redis is away, and the memory limiter answers.
    redis = createClient({ url: redisUrl, disableOfflineQueue: true });
    redis.on('error', (err) => log.error({ err }, 'redis (limits)'));
    await redis.connect();
  }
  const store = redis;
  const limiterOf = ({ points, seconds }: Limit, name: string): RateLimiterAbstract => {
    const options = { keyPrefix: `portal:limit:${name}`, points, duration: seconds };
    const memory = new RateLimiterMemory(options);
    if (!store) return memory;
    return new RateLimiterRedis({
      ...options,
      storeClient: store,
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  };
  const limiters = {} as Record<LimitName, RateLimiterAbstract>;
  for (const name of Object.keys(limits) as LimitName[]) limiters[name] = limiterOf(limits[name], name);

  return {
    async take(name, key) {
      try {
        await limiters[name].consume(key);
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes)
          throw new TooManyRequests(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)));
        throw refusal;
      }
    },
    async giveBack(name, key) {
      await limiters[name].reward(key);
    },
    async close() {
      await store?.quit().catch(() => undefined);
    },
  };
}
