"use client";
// The Toyota Certified badge (spec 5: make Toyota, certified, feature on, not sold)
// and its info modal (spec 2.5 'Modals: Toyota Certified info').
import * as React from "react";
import { Button } from "../button";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "../dialog";

export interface CertifiedBadgeProps {
  /** 'Toyota Certified'. */
  label: string;
  /** The modal's body: what certification means. */
  children: React.ReactNode;
  description?: string;
}

export function CertifiedBadge({ label, description = "What certification means for this car", children }: CertifiedBadgeProps) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" intent="badge" size="sm" data-slot="certified-badge">
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
            <path d="M12 2 4 5v6c0 5 3.4 9.3 8 11 4.6-1.7 8-6 8-11V5z" />
            <path d="m9 12 2 2 4-4" />
          </svg>
          {label}
          <span className="sr-only">: what this means</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{label}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogBody data-slot="certified-info">{children}</DialogBody>
      </DialogContent>
    </Dialog>
  );
}
