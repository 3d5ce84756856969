// One cache tag on every cached page of a site (issue 15), so that refreshSite can
// regenerate all of a site's pages, and no other site's, with one revalidateTag.
// Next keeps the tags of the cached calls made while it renders a page with that
// page's cache entry, and the [site] layout renders with every page under it: one
// trivial cached call there tags them all. (revalidatePath cannot do this: its
// 'layout' form matches a route pattern, /[site], so it would refresh every site.)
import { revalidateTag, unstable_cache } from "next/cache";

/** The cache tag of every page of a site key (the [site] segment: its host). */
export function sitePagesTag(key: string): string {
  return `site:${key}`;
}

/** Tags the page being rendered with its site's tag; called by the [site] layout. */
export async function tagSitePages(key: string): Promise<void> {
  await unstable_cache(async () => true, ["forecourt-site-pages", key], { tags: [sitePagesTag(key)] })();
}

/**
 * Marks every cached page of the site key as expired in this process: the next
 * visit to each regenerates it (a blocking render, never the stale page).
 */
export function revalidateSitePages(key: string): void {
  revalidateTag(sitePagesTag(key), { expire: 0 });
}
