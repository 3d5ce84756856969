// Promotional cards in search lists (spec 2.3, spec 4 'Promotional cards', spec 9).

/** spec 2.3, 9: promotional cards stand at positions 8 and 17 on one configuration. */
export const defaultPromoPositions: ReadonlyArray<number> = [8, 17];
/** spec 2.3: a call-to-action card stands at position 9 on another. */
export const callToActionPosition = 9;

interface PromoCardLike {
  start?: string | null;
  expiry?: string | null;
  position?: number | null;
  display?: boolean | null;
  strictDisplay?: boolean | null;
}

function isLive(card: PromoCardLike, time: number): boolean {
  if (card.display === false) return false;
  const start = Date.parse(card.start ?? "");
  const expiry = Date.parse(card.expiry ?? "");
  // strictDisplay: the card shows only inside a window it fully states.
  if (card.strictDisplay === true && !(Number.isFinite(start) && Number.isFinite(expiry))) return false;
  return !(Number.isFinite(start) && time < start) && !(Number.isFinite(expiry) && time >= expiry);
}

/**
 * spec 4: cards between their start and expiry (a missing date leaves that
 * side open), ordered by position; cards without a position go last.
 */
export function activePromoCards<T extends PromoCardLike>(cards: ReadonlyArray<T> | null | undefined, { now }: { now: Date }): T[] {
  const time = now.getTime();
  const position = (card: T) => (typeof card.position === "number" && Number.isFinite(card.position) ? card.position : Infinity);
  return (cards ?? [])
    .filter((card) => isLive(card, time))
    .map((card, index) => ({ card, index }))
    .sort((a, b) => position(a.card) - position(b.card) || a.index - b.index)
    .map(({ card }) => card);
}

/**
 * spec 2.3: inserts the cards, in order, so that they stand at the 1-based
 * `positions` of the resulting list, as long as the list reaches each
 * position; cards without a position and positions without a card are skipped.
 */
export function insertPromoCards<T, C>(items: ReadonlyArray<T>, cards: ReadonlyArray<C>, positions: ReadonlyArray<number> = defaultPromoPositions): Array<T | C> {
  const slots = positions.filter((position) => Number.isInteger(position) && position >= 1).sort((a, b) => a - b);
  const result: Array<T | C> = [...items];
  slots.forEach((position, index) => {
    if (index >= cards.length || position - 1 > result.length) return;
    result.splice(position - 1, 0, cards[index]!);
  });
  return result;
}

/**
 * spec 4: cards may be shuffled after ordering. The random source is passed
 * in (domain never reads Math.random), returning numbers in [0, 1).
 */
export function shuffled<T>(items: ReadonlyArray<T>, random: () => number): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const draw = Math.min(Math.max(random(), 0), 0.999_999_999);
    const j = Math.floor((Number.isFinite(draw) ? draw : 0) * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/**
 * A repeatable random source in [0, 1) from a seed (FNV-1a hash of the seed,
 * then mulberry32), so a shuffle is the same wherever the same seed is given:
 * on the server and in tests.
 */
export function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let index = 0; index < seed.length; index++) {
    state ^= seed.charCodeAt(index);
    state = Math.imul(state, 0x01000193);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type PromoVariant = "promotion" | "call-to-action";

export interface PromoSlot {
  /** 1-based position in the result list. */
  position: number;
  variant: PromoVariant;
}

export interface PromoPlacementSettings {
  promoPositions: ReadonlyArray<number>;
  ctaPosition: number | null;
  /** spec 4: the ordered cards may be shuffled on this configuration. */
  promoShuffle?: boolean;
}

/**
 * spec 2.3: a configuration with a call-to-action position shows one card there
 * (position 9 on one configuration); otherwise cards stand at the promotional
 * positions (8 and 17 on another). Positions that cannot be a list position are dropped.
 */
export function promoSlots({ promoPositions, ctaPosition }: PromoPlacementSettings): PromoSlot[] {
  if (ctaPosition !== null && Number.isInteger(ctaPosition) && ctaPosition >= 1) return [{ position: ctaPosition, variant: "call-to-action" }];
  return [...new Set(promoPositions)]
    .filter((position) => Number.isInteger(position) && position >= 1)
    .sort((a, b) => a - b)
    .map((position) => ({ position, variant: "promotion" }));
}

export interface PlacedPromoCard<T> extends PromoSlot {
  card: T;
}

/**
 * spec 2.3, 4: the cards a search list shows and where. Cards live at `now`
 * are ordered by position, shuffled when the configuration asks (with the
 * request's `seed`, so one request always gives one order), and fill the
 * slots in order; spare cards and spare slots are left out.
 */
export function searchPromoCards<T extends PromoCardLike>(
  cards: ReadonlyArray<T> | null | undefined,
  settings: PromoPlacementSettings,
  { now, seed }: { now: Date; seed: string },
): PlacedPromoCard<T>[] {
  const active = activePromoCards(cards, { now });
  const ordered = settings.promoShuffle ? shuffled(active, seededRandom(seed)) : active;
  return promoSlots(settings).flatMap((slot, index) => (index < ordered.length ? [{ ...slot, card: ordered[index]! }] : []));
}

/** spec 9: the stocktake promotion window, 2025-01-01 to 2025-02-01 (+10:00). */
export const stocktakePromotionWindow = { start: "2025-01-01T00:00:00+10:00", end: "2025-02-01T00:00:00+10:00" } as const;

export function isStocktakePromotionActive(now: Date): boolean {
  const time = now.getTime();
  return time >= Date.parse(stocktakePromotionWindow.start) && time < Date.parse(stocktakePromotionWindow.end);
}
