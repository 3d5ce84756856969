"use client";
// Spec 8's toasts for islands on static pages (the watch toggles on car and search
// pages): the toast surface (Radix Toast and its layers, about 13 KB gzipped) is
// fetched when the first toast is shown, not with the page, so a shopper who never
// saves a car never downloads it. One notice at a time: a new one replaces the last
// (spec 4, 9: a queue of one), and the surface keeps its own queue of one as well.
import * as React from "react";
import type { ToastInput } from "@forecourt/ui/toast";
import type { QueuedNotice } from "./toast-host";

const ToastHost = React.lazy(() => import("./toast-host"));

export function useLazyToast(): { show: (message: ToastInput) => void; element: React.ReactNode } {
  const [notice, setNotice] = React.useState<QueuedNotice | null>(null);
  const show = React.useCallback((message: ToastInput) => setNotice((current) => ({ id: (current?.id ?? 0) + 1, message })), []);
  const element = notice ? (
    <React.Suspense fallback={null}>
      <ToastHost notice={notice} />
    </React.Suspense>
  ) : null;
  return { show, element };
}
