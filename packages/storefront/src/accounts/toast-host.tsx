"use client";
// The toast surface, loaded only when a page first has a toast to show (lazy-toast.tsx).
import * as React from "react";
import { type ToastInput, ToastProvider, useToast } from "@forecourt/ui/toast";

export interface QueuedNotice {
  id: number;
  message: ToastInput;
}

function Show({ notice }: { notice: QueuedNotice }) {
  const toast = useToast();
  React.useEffect(() => {
    toast.show(notice.message);
    // One show per notice: a new notice has a new id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notice.id]);
  return null;
}

export default function ToastHost({ notice }: { notice: QueuedNotice }) {
  return (
    <ToastProvider>
      <Show notice={notice} />
    </ToastProvider>
  );
}
