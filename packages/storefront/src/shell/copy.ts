// Every piece of copy a site shows passes through its region's spelling (spec 1:
// US spelling swaps colour, personalised, enquiry and enquire).
import { localizeSpelling } from "@forecourt/domain";
import type { SiteContext } from "../tenant/site";

export function siteCopy(site: Pick<SiteContext, "region">): (text: string) => string {
  return (text) => localizeSpelling(text, site.region.locale);
}
