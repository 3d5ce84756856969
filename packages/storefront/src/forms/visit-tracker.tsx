"use client";
// Records the pages a shopper visits on this site, for the lead's lead_attributes (spec 3).
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { recordVisit } from "./browser-storage";

export function VisitTracker() {
  const pathname = usePathname();
  useEffect(() => {
    recordVisit(window.sessionStorage, pathname, window.location.search);
  }, [pathname]);
  return null;
}
