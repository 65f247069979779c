/**
 * An attraction's tickets (SPEC §3 "prices per price_type (3 local, 4 foreign, adult and child)"): the rule its
 * schedule step's form and the server share. Pure TypeScript; the opening hours beside them are
 * machines/weekSchedule.ts.
 */

/** SPEC §3 price_type: what a local visitor's ticket and a foreign visitor's are called on the wire. */
export const PRICE_TYPE = { local: 3, foreign: 4 } as const;
export type PriceType = (typeof PRICE_TYPE)[keyof typeof PRICE_TYPE];
export type TicketAge = 'adult' | 'child';

/** One visitor kind's tickets: an adult's and a child's, in dollars including the commission. */
export interface TicketPrices<Type extends PriceType = PriceType> {
  price_type: Type;
  adult: number;
  child: number;
}

/** The step's prices, with SPEC §7's wire names. */
export interface AttractionTickets {
  local_prices: TicketPrices<typeof PRICE_TYPE.local>;
  foreing_prices: TicketPrices<typeof PRICE_TYPE.foreign>;
}

/** Before the step is saved every ticket reads 0. */
export const emptyTickets = (): AttractionTickets => ({
  local_prices: { price_type: PRICE_TYPE.local, adult: 0, child: 0 },
  foreing_prices: { price_type: PRICE_TYPE.foreign, adult: 0, child: 0 },
});

export type TicketProblem =
  /** A price below 0 (or no number). */
  | 'priceNegative'
  /** The local adult's ticket is 0: the attraction would sell nothing it charges for. */
  | 'priceRequired';

export interface TicketIssue {
  problem: TicketProblem;
  field: keyof AttractionTickets;
}

const isPrice = (value: number) => Number.isFinite(value) && value >= 0;

/**
 * Why the tickets cannot be saved, or null. Every price is 0 or more; a local adult's ticket costs more than 0.
 * A child's ticket at 0 is free; a foreign price at 0 means foreigners pay the local one (ticketPrice).
 */
export function ticketProblem(tickets: AttractionTickets): TicketIssue | null {
  for (const field of ['local_prices', 'foreing_prices'] as const) {
    const { adult, child } = tickets[field];
    if (!isPrice(adult) || !isPrice(child)) return { problem: 'priceNegative', field };
  }
  return tickets.local_prices.adult > 0 ? null : { problem: 'priceRequired', field: 'local_prices' };
}

/** What a visitor of this kind and age pays: the foreign ticket, or the local one where the foreign is 0. */
export function ticketPrice(tickets: AttractionTickets, priceType: PriceType, age: TicketAge): number {
  const local = tickets.local_prices[age];
  if (priceType === PRICE_TYPE.local) return local;
  return tickets.foreing_prices[age] > 0 ? tickets.foreing_prices[age] : local;
}
