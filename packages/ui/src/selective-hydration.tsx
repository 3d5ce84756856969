// Hydration in parts (issue 20, docs/performance.md 'Hydration in parts').
//
// React hydrates a page as one render of the whole tree and commits it in one task:
// on a generic content page that commit (the header, the page, the footer, with
// their effects) was a single 15-30 ms task on the main thread, four times that on
// a slow phone, and the shopper's first tap waited for it. A part wrapped here is a
// boundary React hydrates on its own: the page around it hydrates first, then each
// part in a render and commit of its own, yielding to the browser between them, and
// a part the shopper taps or types into meanwhile is hydrated first, with the event
// replayed once it is (React's selective hydration).
//
// Not written by hand: it is React's own `<Activity mode="visible">`, which React 19.2+
// hydrates like a <Suspense> boundary (its own lane, event replay) but whose server
// HTML stays in place. A <Suspense> boundary would do the same on the client, but
// React's server renderer moves a large one's HTML out of place and reveals it late
// by script once the page has flushed about 12.8 KB (hydrate-on-intent.tsx says more).
// Nothing is hidden or deferred: the part is in the first HTML, visible and working
// as HTML, and its code loads with the page's.
//
// No "use client": a server component renders it around server or client content,
// and it adds no client module of its own.
import { Activity, type ReactNode } from "react";

/** A part of the page that React hydrates apart from the rest (header, page body, footer). */
export function SelectiveHydration({ children }: { children: ReactNode }) {
  return <Activity mode="visible">{children}</Activity>;
}
