"use client";
// The shopper's compare selection (spec 1 'compare cars', spec 3 'Client-side stored
// data': kept in the browser per dealership). One store per storage key, shared by
// every component that reads it (the cards, the compare bar, the compare page), so a
// toggle on a card updates the bar at once; another tab's change arrives through
// the storage event. The server renders with nothing chosen and the browser fills
// the selection in after hydration, so both renders agree.
import * as React from "react";
import { compareLimit, storageKey, toggleCompare } from "@forecourt/domain";

export interface CompareState {
  ids: readonly number[];
  /** Why the last choice was refused (the selection was full); null otherwise. */
  notice: string | null;
}

const emptyState: CompareState = { ids: [], notice: null };

type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

/** The ids kept under `key`: whole positive numbers, each once, at most the compare limit; anything else reads as none. */
export function readStoredIds(storage: Pick<Storage, "getItem">, key: string): number[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(key) ?? "[]");
    if (!Array.isArray(stored)) return [];
    const ids = stored.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
    return [...new Set(ids)].slice(0, compareLimit);
  } catch {
    return [];
  }
}

/** The car's heading (domain carHeading), for the message that names it. */
export interface CarName {
  title: string;
  subtitle: string;
}

/** What the bar says when a fifth car is refused: never a silent drop. */
export function compareFullNotice(car: CarName): string {
  const name = [car.title, car.subtitle].filter(Boolean).join(" ");
  return `You can compare up to ${compareLimit} cars. Remove one to add the ${name}.`;
}

export interface CompareActions {
  /** Adds or removes a car; a car refused because the selection is full sets the notice instead. */
  toggle: (id: number, car: CarName) => void;
  remove: (id: number) => void;
  clear: () => void;
  /** Drops ids the site does not list (sold and gone, or never this site's). */
  forget: (ids: readonly number[]) => void;
}

export interface CompareStore extends CompareActions {
  getState: () => CompareState;
  subscribe: (listener: () => void) => () => void;
  /** Reads the stored ids again (another tab changed them). */
  reload: () => void;
}

export function createCompareStore(storage: KeyValueStorage, key: string): CompareStore {
  let state: CompareState = { ids: readStoredIds(storage, key), notice: null };
  const listeners = new Set<() => void>();
  const set = (next: CompareState, persist: boolean) => {
    state = next;
    if (persist) {
      try {
        storage.setItem(key, JSON.stringify(next.ids));
      } catch {
        // Private mode or a full store: the selection lives for this visit only.
      }
    }
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload: () => set({ ids: readStoredIds(storage, key), notice: null }, false),
    toggle: (id, car) => {
      const result = toggleCompare(state.ids, id);
      if (result.full) set({ ids: state.ids, notice: compareFullNotice(car) }, false);
      else set({ ids: result.ids, notice: null }, true);
    },
    remove: (id) => set({ ids: state.ids.filter((chosen) => chosen !== id), notice: null }, true),
    clear: () => set({ ids: [], notice: null }, true),
    forget: (ids) => {
      const kept = state.ids.filter((chosen) => !ids.includes(chosen));
      if (kept.length !== state.ids.length) set({ ids: kept, notice: null }, true);
    },
  };
}

const stores = new Map<string, CompareStore>();

function browserStore(key: string): CompareStore {
  let store = stores.get(key);
  if (!store) {
    store = createCompareStore(window.localStorage, key);
    stores.set(key, store);
  }
  return store;
}

export type CompareSelection = CompareState & CompareActions;

export function useCompareSelection(dealershipSlug: string): CompareSelection {
  const key = storageKey("compare", dealershipSlug);
  const subscribe = React.useCallback(
    (listener: () => void) => {
      const store = browserStore(key);
      const unsubscribe = store.subscribe(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) store.reload();
      };
      window.addEventListener("storage", onStorage);
      return () => {
        unsubscribe();
        window.removeEventListener("storage", onStorage);
      };
    },
    [key],
  );
  const state = React.useSyncExternalStore(subscribe, () => browserStore(key).getState(), () => emptyState);
  return React.useMemo(() => {
    const store = () => browserStore(key);
    return {
      ...state,
      toggle: (id, car) => store().toggle(id, car),
      remove: (id) => store().remove(id),
      clear: () => store().clear(),
      forget: (ids) => store().forget(ids),
    };
  }, [key, state]);
}
