import { test } from "vitest";
import { absoluteSubpaths, pathData, tablerIcon, mdiIcon } from "./icon-sources";
test("x", () => {
  for (const s of [tablerIcon("filled","car-suv")!, mdiIcon("car-side")!, mdiIcon("rv-truck")!]) {
    const subs = absoluteSubpaths(pathData(s).join(""));
    subs.forEach((p, i) => console.log(i, p.slice(0, 90)));
  }
});
