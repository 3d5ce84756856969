// The shopper's watchlist in the browser (spec 4 'Watchlist', spec 8; issue 16).
//
// One small store per page, shared by every island that shows a watch toggle
// (useSyncExternalStore, no provider in the layout, so pages without a toggle
// ship none of this). What it does:
//   - Known at once: the ids saved last time are kept in localStorage, so a
//     toggle shows its state on the first paint after hydration.
//   - Checked only when signed in: /api/watchlist is asked only when the
//     "signed in" hint cookie is there (shopper-hint.ts); a signed-out visit
//     makes no request. A 401 clears the stale hint.
//   - Save and remove are optimistic (spec 4: "adds the car id locally at once,
//     then calls the server"), undone on failure with a browser alert naming the
//     error (spec 8), and confirmed with spec 8's toasts.
//   - A signed-out shopper (or one without a phone) goes to
//     /sign-in?type=watchlist; the save rides in the redirect's hash
//     (#watchlist-save=ID) and completes when the page loads again signed in.
import { safeRedirectPath, signInUrl, watchlistToast } from "@forecourt/domain";
import { cookieHasHint, clearHintCookie } from "./shopper-hint";

export type ShopperStatus = "unknown" | "signed-out" | "signed-in";

export interface WatchlistSnapshot {
  status: ShopperStatus;
  phone: string | null;
  ids: ReadonlySet<number>;
  pending: ReadonlySet<number>;
}

export interface WatchlistNotice {
  title: string;
  description: string;
  action: { label: string; href: string };
}

const storageKey = "forecourt.watchlist";
const pendingHash = /^#watchlist-save=(\d{1,12})$/;
export const watchlistPagePath = "/watchlist";

function readStoredIds(): number[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isSafeInteger(id)) : [];
  } catch {
    return [];
  }
}

function storeIds(ids: Iterable<number>): void {
  try {
    window.localStorage.setItem(storageKey, JSON.stringify([...ids]));
  } catch {
    // Private mode or a full quota: the server still has the list.
  }
}

/** The save of `carId` after sign-in, carried in the hash of the page to come back to. */
export function pendingSaveHash(carId: number): string {
  return `#watchlist-save=${carId}`;
}

export function readPendingSave(hash: string): number | null {
  const match = pendingHash.exec(hash);
  return match ? Number(match[1]) : null;
}

export interface WatchlistStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): WatchlistSnapshot;
  getServerSnapshot(): WatchlistSnapshot;
  /** Reads the stored ids and, when the hint cookie says so, the server's list; then completes a save carried in the hash. */
  load(titleOf: (carId: number) => string | null): Promise<void>;
  toggle(car: { id: number; title: string }, watched: boolean): Promise<void>;
}

const serverSnapshot: WatchlistSnapshot = { status: "unknown", phone: null, ids: new Set(), pending: new Set() };

export interface WatchlistStoreOptions {
  notify(notice: WatchlistNotice): void;
  /** The browser alert of spec 8; injectable for tests. */
  alert?: (message: string) => void;
  navigate?: (url: string) => void;
  fetch?: typeof fetch;
}

export function createWatchlistStore(options: WatchlistStoreOptions): WatchlistStore {
  let snapshot: WatchlistSnapshot = serverSnapshot;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const alertUser = options.alert ?? ((message: string) => window.alert(message));
  const navigate = options.navigate ?? ((url: string) => window.location.assign(url));

  const set = (next: Partial<WatchlistSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };

  const notice = (kind: "saved" | "removed", title: string): WatchlistNotice => {
    const toast = watchlistToast(kind, title);
    return { title: toast.title, description: toast.description, action: { label: toast.action, href: watchlistPagePath } };
  };

  const here = () => safeRedirectPath(`${window.location.pathname}${window.location.search}`);

  function sendToSignIn(carId: number): void {
    const back = here();
    navigate(signInUrl({ type: "watchlist", redirect: `${back}${pendingSaveHash(carId)}`, back }));
  }

  async function call(kind: "save" | "remove", carId: number): Promise<{ ok: true } | { ok: false; status: number; error: string }> {
    try {
      const response = await doFetch(`/api/watchlist/${kind}-car`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ phone_number: snapshot.phone, car_id: carId }),
      });
      const body = (await response.json().catch(() => null)) as { success?: boolean; error?: string } | null;
      if (response.ok && body?.success) return { ok: true };
      return { ok: false, status: response.status, error: body?.error ?? "An unexpected error occured" };
    } catch {
      return { ok: false, status: 0, error: "We could not reach the server. Check your connection and try again." };
    }
  }

  async function change(car: { id: number; title: string }, watched: boolean): Promise<void> {
    // A click before the shopper is known waits for it, rather than sending a signed-in shopper to sign in.
    if (snapshot.status === "unknown" && loading) await loading;
    if (snapshot.status !== "signed-in" || !snapshot.phone) return sendToSignIn(car.id);
    if (snapshot.pending.has(car.id)) return;
    const before = snapshot.ids;
    const ids = new Set(before);
    if (watched) ids.add(car.id);
    else ids.delete(car.id);
    set({ ids, pending: new Set([...snapshot.pending, car.id]) });
    storeIds(ids);
    const result = await call(watched ? "save" : "remove", car.id);
    const pending = new Set(snapshot.pending);
    pending.delete(car.id);
    if (result.ok) {
      set({ pending });
      options.notify(notice(watched ? "saved" : "removed", car.title));
      return;
    }
    // Undo, then say why (spec 8: a browser alert with the error message).
    const undone = new Set(snapshot.ids);
    if (watched) undone.delete(car.id);
    else undone.add(car.id);
    set({ ids: undone, pending });
    storeIds(undone);
    if (result.status === 401) {
      document.cookie = clearHintCookie(window.location.protocol === "https:");
      set({ status: "signed-out", phone: null });
      return sendToSignIn(car.id);
    }
    alertUser(result.error);
  }

  async function loadOnce(titleOf: (carId: number) => string | null): Promise<void> {
    set({ ids: new Set(readStoredIds()) });
    if (!cookieHasHint(document.cookie)) {
      set({ status: "signed-out", phone: null });
    } else {
      try {
        const response = await doFetch("/api/watchlist", { headers: { accept: "application/json" } });
        if (response.status === 401) {
          document.cookie = clearHintCookie(window.location.protocol === "https:");
          set({ status: "signed-out", phone: null });
        } else if (response.ok) {
          const body = (await response.json()) as { phone_number: string | null; car_ids: number[] };
          set({ status: "signed-in", phone: body.phone_number, ids: new Set(body.car_ids) });
          storeIds(body.car_ids);
        } else {
          set({ status: "signed-out" });
        }
      } catch {
        set({ status: "signed-out" });
      }
    }
    const carId = readPendingSave(window.location.hash);
    if (carId === null) return;
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.search}`);
    if (snapshot.status === "signed-in" && !snapshot.ids.has(carId)) await change({ id: carId, title: titleOf(carId) ?? "The car" }, true);
    else if (snapshot.status === "signed-in") options.notify(notice("saved", titleOf(carId) ?? "The car"));
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    getServerSnapshot: () => serverSnapshot,
    load(titleOf) {
      loading ??= loadOnce(titleOf);
      return loading;
    },
    toggle: change,
  };
}
