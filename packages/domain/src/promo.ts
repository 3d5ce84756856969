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

/** spec 9: the stocktake promotion window, 2025-01-01 to 2025-02-01 (+10:00). */
export const stocktakePromotionWindow = { start: "2025-01-01T00:00:00+10:00", end: "2025-02-01T00:00:00+10:00" } as const;

export function isStocktakePromotionActive(now: Date): boolean {
  const time = now.getTime();
  return time >= Date.parse(stocktakePromotionWindow.start) && time < Date.parse(stocktakePromotionWindow.end);
}
