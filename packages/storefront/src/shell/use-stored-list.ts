"use client";
// A list kept in localStorage (favourites, spec 3 'Client-side stored data'): empty on
// the server and on the first render, read after hydration so the markup matches.
import * as React from "react";

export function useStoredList<T>(key: string): [T[], (next: T[]) => void] {
  const [list, setList] = React.useState<T[]>([]);
  React.useEffect(() => {
    try {
      const stored: unknown = JSON.parse(window.localStorage.getItem(key) ?? "[]");
      // An empty or unchanged list keeps the state as it is: no second render after hydration.
      if (Array.isArray(stored) && stored.length > 0) setList(stored as T[]);
    } catch {
      // A corrupt entry is treated as empty.
    }
  }, [key]);
  const save = React.useCallback(
    (next: T[]) => {
      setList(next);
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Private mode or a full store: the list lives for this page only.
      }
    },
    [key],
  );
  return [list, save];
}
