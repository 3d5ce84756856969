// Refresh on every app (issue 15): see refresh.ts.
export { type AppOutcome, type CarToRefresh, DEFAULT_REFRESH_TIMEOUT_MS, type HostOutcome, refreshCars, type RefreshOptions, type RefreshReport, refreshSite, type RefreshSite, siteHosts } from "./refresh";
export { type AppOrigin, parseAppOrigins } from "../env";
