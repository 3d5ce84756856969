"use client";
// Hydrate on intent (issue 20, docs/performance.md 'Forms hydrate on intent').
//
// A form page's largest cost is the form's own code: react-hook-form, the form
// component and what it sends with (20-30 KB gzipped of a page's 45-55 KB over a bare
// Next.js page). The server renders the whole form, so a shopper sees it, reads it
// and types into it as plain HTML; its code is needed only once they start on it. A
// form wrapped with `hydrateOnIntent` is server-rendered as before but hydrated when
// the shopper first points at, focuses, types in or submits it (or at once, when
// `eager` says the browser holds something the form must show). Until then its code
// is not even downloaded.
//
// Written here because React and Next.js offer no "hydrate on interaction": next/dynamic
// preloads the chunk with the page, and React.lazy requests it as hydration reaches it.
// What this does, with React's own pieces:
//   - the form sits in an <Activity> boundary; while React hydrates it, a child waits
//     (`use`) on a promise that settles only after the shopper's first move and the
//     form's chunk arriving. React leaves a boundary that waits in its server HTML (as
//     it does a <Suspense> one), so the form stays on screen and usable as HTML
//     meanwhile. Not <Suspense>: React's server renderer moves a large Suspense
//     boundary's HTML to the end of the page and reveals it by script after a delay
//     (a form shown late, a layout shift, nothing at all without JavaScript); an
//     Activity boundary's HTML stays in place;
//   - the first move is heard on `window`, in the capture phase, because React stops
//     events aimed at content it has not hydrated at the document;
//   - a submit before the code is there is held (no native POST, nothing lost) and made
//     again, with the same button, once the form has hydrated; so is a press on one of
//     the form's plain buttons ('Enter manually instead'), which does nothing until then;
//   - what the shopper typed, chose or ticked before hydration is read from the page
//     just before the form's code first touches it, and put back just after, as the
//     shopper's own input events: a form library writing its default values on mount
//     (react-hook-form does) would otherwise wipe it, and a controlled field's state
//     would still hold the server's value and write it back on its next render.
// Limits: the wrapper must not re-render with new props before the form hydrates (a
// router.refresh() would do it; no page calls one): React then renders the boundary
// afresh and what the shopper typed is lost. If the chunk cannot load (offline), the
// form stays HTML, a held submit waits, and the shopper's next move tries again.
// On a client-side navigation (no server HTML to keep) the form's chunk is loaded at
// once and the navigation waits for it, as for the page's own code. On the server the
// chunk is loaded when this module is, so the form is in the first HTML.
import * as React from "react";

export interface HydrateOnIntentOptions<P> {
  /**
   * Read in the browser once the page has hydrated: true to hydrate the form at once,
   * without waiting for the shopper (the browser holds contact details to prefill, a
   * journey to resume).
   */
  eager?: (props: P) => boolean;
}

export type IntentComponent<P> = React.FC<P> & {
  /** Starts loading the form's code (a journey step about to show it). */
  preload: () => Promise<unknown>;
};

/** A promise React's `use` reads at once when it has settled (React's thenable protocol). */
type Settled<T> = Promise<T>;

function settled<T>(promise: Promise<T>): Settled<T> {
  const tracked = promise as Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };
  tracked.status = "pending";
  tracked.then(
    (value) => {
      tracked.status = "fulfilled";
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = "rejected";
      tracked.reason = reason;
    },
  );
  return tracked;
}

/** The shopper's first moves on a form; any of them starts hydrating it. */
const intentEvents = ["pointerdown", "focusin", "keydown", "input", "change", "click", "submit"] as const;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type ControlState = { control: Control; value: string; checked: boolean };

const skippedTypes = new Set(["hidden", "file", "submit", "reset", "button", "image"]);

/** Whether the shopper has changed a control from what the server's HTML set (its value attribute, `checked`, `selected`). */
function changedByShopper(control: Control): boolean {
  if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement) {
    if (control.multiple) return [...control.options].some((option) => option.selected !== option.defaultSelected);
    const initial = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
    return control.value !== (initial?.value ?? "");
  }
  return control.value !== control.defaultValue;
}

/** The controls the shopper has changed before the form hydrated, as they left them. */
function readChangedControls(root: Element): ControlState[] {
  return [...root.querySelectorAll<Control>("input, select, textarea")]
    .filter((control) => !(control instanceof HTMLInputElement && skippedTypes.has(control.type)) && changedByShopper(control))
    .map((control) => ({ control, value: control.value, checked: control instanceof HTMLInputElement && control.checked }));
}

/**
 * Puts back what the shopper had entered, through the same events a shopper's input
 * fires, so the form's own state (and its idea of which fields were touched) follows:
 * where the form's code changed a control on mount, and where the control still shows
 * the shopper's entry but the form's state never heard of it. React hydrating a
 * controlled field (the home page's quick search and budget finder) keeps what the
 * page shows, but the component's state holds the server's value, and its next
 * render writes that back. A control the shopper left as the HTML had it is the
 * form's to set.
 *
 * React fires an input's onChange only when its value differs from the last one its
 * change tracking saw (a select's on every change event), and it records that value
 * through the element's own `value` or `checked` property. So a text field is first
 * written through that property with a value that is not the shopper's, then given
 * the shopper's through the element prototype's setter, which the tracking does not
 * see, and then the event; a tick is first set the other way, then clicked back. All
 * in one task: nothing is painted in between.
 */
function restoreControls(states: ControlState[]) {
  for (const { control, value, checked } of states) {
    if (!control.isConnected) continue;
    if (control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")) {
      // A radio cannot be unticked by a click: another radio of its group carries the choice.
      if (!checked && control.type === "radio") continue;
      if (control.checked === checked) control.checked = !checked;
      control.click();
      continue;
    }
    if (!(control instanceof HTMLSelectElement)) control.value = value === "" ? " " : "";
    const prototype = Object.getPrototypeOf(control) as object;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value);
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  }
}

const subscribeNothing = () => () => {};

interface IntentState<P> {
  /** Settles with the component once the shopper has moved and its chunk is here. */
  ready: Settled<React.ComponentType<P>>;
  start: () => void;
  hydrated: boolean;
  /** The wrapper element; marked `data-hydrated` once the form has hydrated. */
  host: HTMLElement | null;
  /** The controls the shopper had changed just before the form's code mounted. */
  before: ControlState[] | null;
  /** Stops listening for the shopper's first move (once hydrated). */
  stopListening: (() => void) | null;
  /** A submit made before hydration, made again after it. */
  heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
  /** A press on a button of the form's own (not a submit: 'Enter manually instead') before hydration, made again after it. */
  heldPress: HTMLButtonElement | null;
}

/**
 * `load` imports the form's module and returns the component, e.g.
 * `hydrateOnIntent(() => import("./site-lead-form").then((module) => module.SiteLeadForm))`.
 * Its props must be serialisable when a server component renders it, as any client
 * component's.
 */
export function hydrateOnIntent<P extends object>(load: () => Promise<React.ComponentType<P>>, options: HydrateOnIntentOptions<P> = {}): IntentComponent<P> {
  let loading: Settled<React.ComponentType<P>> | null = null;
  const preload = () => {
    loading ??= settled(
      load().catch((error: unknown) => {
        // Offline: the next move tries again.
        loading = null;
        throw error;
      }),
    );
    return loading;
  };
  // The server renders the form in the first HTML: its module is loaded with this one.
  if (typeof window === "undefined") preload().catch(() => undefined);

  function Gate({ state, props }: { state: IntentState<P>; props: P }) {
    // The server snapshot is read on the server and while React hydrates; afterwards
    // (and on a client-side navigation) the client's. Only hydration waits for intent.
    const hydrating = React.useSyncExternalStore(subscribeNothing, () => false, () => true);
    const Component = React.use(hydrating && typeof window !== "undefined" ? state.ready : preload());
    return (
      <>
        <span
          hidden
          ref={(marker) => {
            // Runs in the commit, before the form's own refs (react-hook-form's writes).
            if (!marker?.parentElement || state.hydrated) return;
            state.host = marker.parentElement;
            state.before = readChangedControls(marker.parentElement);
          }}
        />
        <Component {...props} />
        <Hydrated state={state} />
      </>
    );
  }

  function Hydrated({ state }: { state: IntentState<P> }) {
    React.useLayoutEffect(() => {
      if (state.hydrated) return;
      state.hydrated = true;
      if (state.before) restoreControls(state.before);
      state.before = null;
      state.host?.setAttribute("data-hydrated", "");
      state.stopListening?.();
    }, [state]);
    React.useEffect(() => {
      const pressed = state.heldPress;
      state.heldPress = null;
      if (pressed?.isConnected && !pressed.disabled) pressed.click();
      const held = state.heldSubmit;
      state.heldSubmit = null;
      if (!held?.form.isConnected) return;
      const submitter = held.submitter && held.form.contains(held.submitter) ? held.submitter : null;
      held.form.requestSubmit(submitter);
    }, [state]);
    return null;
  }

  function IntentBoundary(props: P) {
    const host = React.useRef<HTMLDivElement>(null);
    const mountProps = React.useRef(props);
    const [state] = React.useState<IntentState<P>>(() => {
      let resolve!: (component: React.ComponentType<P>) => void;
      const ready = settled(new Promise<React.ComponentType<P>>((done) => (resolve = done)));
      let starting = false;
      return {
        ready,
        hydrated: false,
        host: null,
        before: null,
        heldSubmit: null,
        heldPress: null,
        stopListening: null,
        start: () => {
          if (starting) return;
          starting = true;
          preload().then(resolve, () => (starting = false));
        },
      };
    });

    React.useEffect(() => {
      const root = host.current;
      if (!root || state.hydrated) return;
      const onIntent = (event: Event) => {
        if (state.hydrated || !(event.target instanceof Node) || !root.contains(event.target)) return;
        state.start();
        const button = event.type === "click" && event.target instanceof Element ? event.target.closest("button") : null;
        // A plain button does nothing until the form's code is there: its press is kept for then.
        if (button && button.type === "button" && !button.disabled) state.heldPress = button;
        if (event.type === "submit" && event.target instanceof HTMLFormElement) {
          // Not yet the form's code: a native submit would post the page and lose the enquiry.
          event.preventDefault();
          state.heldSubmit = { form: event.target, submitter: (event as SubmitEvent).submitter };
        }
      };
      const stop = () => {
        for (const type of intentEvents) window.removeEventListener(type, onIntent, true);
      };
      for (const type of intentEvents) window.addEventListener(type, onIntent, true);
      state.stopListening = stop;
      if (options.eager?.(mountProps.current)) state.start();
      return stop;
    }, [state]);

    return (
      <div ref={host} data-slot="hydrate-on-intent" className="contents">
        <React.Activity mode="visible">
          <Gate state={state} props={props} />
        </React.Activity>
      </div>
    );
  }

  const Deferred = IntentBoundary as IntentComponent<P>;
  Deferred.preload = preload;
  return Deferred;
}
