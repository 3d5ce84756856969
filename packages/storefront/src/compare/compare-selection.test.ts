// The compare selection's store: kept per dealership in the browser (spec 3), four
// cars at most, a fifth refused with a message rather than dropped.
import { describe, expect, it, vi } from "vitest";
import { storageKey } from "@forecourt/domain";
import { compareFullNotice, createCompareStore, readStoredIds } from "./compare-selection";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: vi.fn((key: string, value: string) => void values.set(key, value)),
    values,
  };
}

const key = storageKey("compare", "sunshine-toyota");

describe("readStoredIds", () => {
  it("reads whole positive ids once each, at most four; anything corrupt reads as none", () => {
    expect(readStoredIds(memoryStorage({ [key]: "[3,1,3,-2,0,1.5,\"7\",9,11,12]" }), key)).toEqual([3, 1, 9, 11]);
    expect(readStoredIds(memoryStorage({ [key]: "{not json" }), key)).toEqual([]);
    expect(readStoredIds(memoryStorage({ [key]: "{\"a\":1}" }), key)).toEqual([]);
    expect(readStoredIds(memoryStorage(), key)).toEqual([]);
  });
});

describe("createCompareStore", () => {
  it("starts from what the browser kept and saves every change under the dealership's key", () => {
    const storage = memoryStorage({ [key]: "[5]" });
    const store = createCompareStore(storage, key);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getState().ids).toEqual([5]);
    store.toggle(8, { title: "2022 Toyota HiLux", subtitle: "SR5" });
    expect(store.getState()).toEqual({ ids: [5, 8], notice: null });
    expect(storage.values.get(key)).toBe("[5,8]");
    store.toggle(5, { title: "2021 Toyota Corolla", subtitle: "" });
    expect(store.getState().ids).toEqual([8]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("refuses a fifth car with a message naming it, keeps the four, and clears the message on the next change", () => {
    const storage = memoryStorage({ [key]: "[1,2,3,4]" });
    const store = createCompareStore(storage, key);
    const rav4 = { title: "2023 Toyota RAV4", subtitle: "GXL" };
    store.toggle(5, rav4);
    expect(store.getState()).toEqual({ ids: [1, 2, 3, 4], notice: compareFullNotice(rav4) });
    expect(store.getState().notice).toBe("You can compare up to 4 cars. Remove one to add the 2023 Toyota RAV4 GXL.");
    expect(storage.setItem).not.toHaveBeenCalled();
    store.remove(2);
    expect(store.getState()).toEqual({ ids: [1, 3, 4], notice: null });
    store.toggle(5, rav4);
    expect(store.getState().ids).toEqual([1, 3, 4, 5]);
  });

  it("clears, forgets ids the site no longer lists, and reloads another tab's change", () => {
    const storage = memoryStorage({ [key]: "[1,2,3]" });
    const store = createCompareStore(storage, key);
    store.forget([2, 99]);
    expect(store.getState().ids).toEqual([1, 3]);
    storage.setItem.mockClear();
    store.forget([42]);
    expect(storage.setItem).not.toHaveBeenCalled();
    storage.values.set(key, "[7]");
    store.reload();
    expect(store.getState().ids).toEqual([7]);
    store.clear();
    expect(storage.values.get(key)).toBe("[]");
  });

  it("keeps working for the visit when the browser refuses to store", () => {
    const storage = { getItem: () => null, setItem: () => { throw new Error("QuotaExceededError"); } };
    const store = createCompareStore(storage, key);
    store.toggle(1, { title: "2020 Kia Picanto", subtitle: "" });
    expect(store.getState().ids).toEqual([1]);
  });
});
