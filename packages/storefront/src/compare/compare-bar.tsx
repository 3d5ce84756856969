"use client";
// The compare bar of the search pages: the shopper's selection from the shared
// store, linking to /compare with the chosen ids in its query once two are chosen.
import { compareLimit, comparePath } from "@forecourt/domain";
import { CompareTray } from "@forecourt/ui/compare/compare-tray";
import { useCompareSelection } from "./compare-selection";

export function CompareBar({ dealershipSlug }: { dealershipSlug: string }) {
  const selection = useCompareSelection(dealershipSlug);
  return <CompareTray count={selection.ids.length} limit={compareLimit} href={comparePath(selection.ids)} notice={selection.notice} onClear={selection.clear} />;
}
