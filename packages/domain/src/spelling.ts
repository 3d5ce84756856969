// US spelling (spec 1): en-US swaps colour, personalised, enquiry and enquire. A module
// of its own so the header, which localises its labels in the browser, ships only this
// rule and not the rest of the region formatting.

// Longest stems first so "enquiry" is not read as "enquir" + "y" by a shorter rule.
const usSpelling: ReadonlyArray<readonly [string, string]> = [
  ["personalised", "personalized"],
  ["personalise", "personalize"],
  ["enquiries", "inquiries"],
  ["enquiry", "inquiry"],
  ["enquire", "inquire"],
  ["colour", "color"],
  ["licence", "license"],
];

const spellingPattern = new RegExp(usSpelling.map(([from]) => from).join("|"), "gi");
const spellingLookup = new Map(usSpelling.map(([from, to]) => [from, to]));

/** Keeps the case of the original word: ENQUIRE -> INQUIRE, Enquire -> Inquire. */
function matchCase(original: string, replacement: string): string {
  if (original === original.toUpperCase()) return replacement.toUpperCase();
  if (original[0] === original[0]?.toUpperCase()) return replacement[0]!.toUpperCase() + replacement.slice(1);
  return replacement;
}

/**
 * US spelling for en-US (spec 1), keeping case, plurals and longer words
 * (Enquiries, Enquired, Colours, Personalised). Other locales are unchanged.
 */
export function localizeSpelling(text: string, locale: string): string {
  if (locale !== "en-US" || !text) return text;
  return text.replace(spellingPattern, (word) => matchCase(word, spellingLookup.get(word.toLowerCase()) ?? word));
}
