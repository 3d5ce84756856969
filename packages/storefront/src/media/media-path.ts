// The URL scheme the demo data is written with (keep it exactly):
//   car/{bodyType}/{colourSlug}/{n}.svg   logo/{makeSlug}.svg   wordmark/{text}.svg   wordmark/light/{text}.svg
//   location/{slug}.svg   offer/{makeSlug}/{modelSlug}.svg   promo/{id}.svg   blog/{slug}.svg
// Anything else, or anything that smells of traversal, is not an image (404).
import { carArt, parseBodyType } from "./car-art";
import { blogArt, locationArt, offerArt, promoArt } from "./illustration-art";
import { logoArt } from "./logo-art";
import { type SvgDocument } from "./svg";
import { WORDMARK_MAX_LENGTH, wordmarkArt } from "./wordmark-art";

export interface MediaTarget {
  /** Canonical path, the base of cache keys and ETags. */
  key: string;
  render: () => SvgDocument | null;
}

const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
const MAX_SLUG = 80;

/**
 * Route params may arrive decoded or not depending on the framework; decode
 * once if it looks encoded, and check what results.
 */
function decodeSegment(segment: string): string | null {
  if (!/%[0-9a-f]{2}/i.test(segment)) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function isSafeSegment(segment: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return segment.length > 0 && !segment.includes("..") && !/[/\\\u0000-\u001f\u007f]/.test(segment);
}

function slug(segment: string | undefined): string | null {
  if (segment === undefined) return null;
  const lower = segment.toLowerCase();
  return lower.length <= MAX_SLUG && SLUG.test(lower) ? lower : null;
}

export function parseMediaPath(rawPath: readonly string[]): MediaTarget | null {
  if (!Array.isArray(rawPath) || rawPath.length < 2 || rawPath.length > 4) return null;
  const path: string[] = [];
  for (const raw of rawPath) {
    if (typeof raw !== "string") return null;
    const segment = decodeSegment(raw);
    if (segment === null || !isSafeSegment(segment)) return null;
    path.push(segment);
  }
  const last = path[path.length - 1]!;
  if (!last.endsWith(".svg")) return null;
  const segments = [...path.slice(0, -1), last.slice(0, -".svg".length)];
  const [kind, ...rest] = segments;

  switch (kind) {
    case "car": {
      if (rest.length !== 3) return null;
      const bodyType = parseBodyType(rest[0]!);
      const colourSlug = slug(rest[1]);
      const photo = /^\d{1,4}$/.test(rest[2]!) ? Number(rest[2]) : null;
      if (!bodyType || !colourSlug || photo === null) return null;
      return { key: `car/${bodyType}/${colourSlug}/${photo}`, render: () => carArt({ bodyType, colourSlug, photo }) };
    }
    case "logo": {
      const make = rest.length === 1 ? slug(rest[0]) : null;
      return make ? { key: `logo/${make}`, render: () => logoArt(make) } : null;
    }
    case "wordmark": {
      // wordmark/{text}.svg in dark ink, wordmark/light/{text}.svg for dark headers.
      const tone = rest.length === 2 && rest[0] === "light" ? "light" : rest.length === 1 ? "dark" : null;
      const text = tone ? rest[rest.length - 1]!.replace(/\s+/g, " ").trim() : "";
      if (!tone || text.length === 0 || text.length > WORDMARK_MAX_LENGTH) return null;
      return { key: `wordmark/${tone}/${encodeURIComponent(text)}`, render: () => wordmarkArt(text, tone) };
    }
    case "location": {
      const location = rest.length === 1 ? slug(rest[0]) : null;
      return location ? { key: `location/${location}`, render: () => locationArt(location) } : null;
    }
    case "offer": {
      const make = rest.length === 2 ? slug(rest[0]) : null;
      const model = rest.length === 2 ? slug(rest[1]) : null;
      return make && model ? { key: `offer/${make}/${model}`, render: () => offerArt(make, model) } : null;
    }
    case "promo": {
      const id = rest.length === 1 ? slug(rest[0]) : null;
      return id ? { key: `promo/${id}`, render: () => promoArt(id) } : null;
    }
    case "blog": {
      const post = rest.length === 1 ? slug(rest[0]) : null;
      return post ? { key: `blog/${post}`, render: () => blogArt(post) } : null;
    }
    default:
      return null;
  }
}
