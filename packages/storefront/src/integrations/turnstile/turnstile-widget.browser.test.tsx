// The Turnstile widget in Chromium against the local stand-in's script (issue 14):
// the script loads once, on demand, with explicit rendering; the container is a
// labelled group; the token comes, is reset after a send, and fails as Cloudflare's
// test site keys say.
import { createRef, type ReactElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, inject, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { type TurnstileHandle, TurnstileWidget } from "./turnstile-widget";

// Cloudflare's test site keys and the token they produce (stand-in.ts, which is Node code).
const PASSES = "1x00000000000000000000AA";
const BLOCKS = "2x00000000000000000000AB";
const CHALLENGES = "3x00000000000000000000FF";
const DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

const mounted: Array<{ root: Root; host: HTMLElement }> = [];

function mount(element: ReactElement): HTMLElement {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  root.render(element);
  mounted.push({ root, host });
  return host;
}

afterEach(() => {
  for (const { root, host } of mounted.splice(0)) {
    root.unmount();
    host.remove();
  }
});

const turnstileScripts = () => [...document.querySelectorAll<HTMLScriptElement>("script[src*='/turnstile/v0/api.js']")];

describe("Turnstile widget (issue 14)", () => {
  // First: nothing has loaded the script yet in this page.
  it("says the check could not load when Cloudflare's script does not arrive, and a send gets no token", async () => {
    const handle = createRef<TurnstileHandle>();
    const host = mount(<TurnstileWidget ref={handle} siteKey={PASSES} scriptUrl="http://127.0.0.1:9/turnstile/v0/api.js" />);
    await expect.element(page.getByRole("alert")).toHaveTextContent("The security check could not load. Check your connection and reload the page.");
    await expect.poll(() => host.querySelector("[data-slot=turnstile]")?.getAttribute("data-state")).toBe("unavailable");
    expect(await handle.current!.token(5_000)).toBeNull();
    // The failed script is gone, so a later form tries again.
    expect(turnstileScripts()).toHaveLength(0);
  });

  it("loads the script once with explicit rendering, in a labelled group, and gives the token to a send", async () => {
    const handle = createRef<TurnstileHandle>();
    const host = mount(<TurnstileWidget ref={handle} siteKey={PASSES} scriptUrl={inject("turnstileScriptUrl")} action="contact" />);
    const group = page.getByRole("group", { name: "Security check", exact: true });
    await expect.element(group).toBeVisible();
    await expect.element(group.getByText("Security check passed")).toBeVisible();
    expect(await handle.current!.token(5_000)).toBe(DUMMY_TOKEN);
    await expect.poll(() => host.querySelector("[data-slot=turnstile]")?.getAttribute("data-state")).toBe("solved");
    expect(turnstileScripts()).toHaveLength(1);
    expect(new URL(turnstileScripts()[0]!.src).searchParams.get("render")).toBe("explicit");

    // Tokens are single-use: after a send the widget starts again and issues a new one.
    handle.current!.reset();
    expect(await handle.current!.token(0)).toBeNull();
    expect(await handle.current!.token(5_000)).toBe(DUMMY_TOKEN);

    // A second form on the page reuses the loaded script.
    mount(<TurnstileWidget siteKey={PASSES} scriptUrl={inject("turnstileScriptUrl")} />);
    await expect.poll(() => document.querySelectorAll("[data-turnstile-stand-in]").length).toBe(2);
    expect(turnstileScripts()).toHaveLength(1);
  });

  it("removes the widget when the form goes away", async () => {
    const host = mount(<TurnstileWidget siteKey={PASSES} scriptUrl={inject("turnstileScriptUrl")} />);
    await expect.poll(() => host.querySelectorAll("[data-turnstile-stand-in]").length).toBe(1);
    const { root } = mounted.pop()!;
    root.unmount();
    expect(document.querySelectorAll("[data-turnstile-stand-in]")).toHaveLength(0);
    host.remove();
  });

  it("does not keep the shopper waiting when the check blocks them", async () => {
    const handle = createRef<TurnstileHandle>();
    const host = mount(<TurnstileWidget ref={handle} siteKey={BLOCKS} scriptUrl={inject("turnstileScriptUrl")} />);
    await expect.element(page.getByText("Security check failed")).toBeVisible();
    await expect.poll(() => host.querySelector("[data-slot=turnstile]")?.getAttribute("data-state")).toBe("failed");
    const started = performance.now();
    expect(await handle.current!.token(5_000)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("waits for a shopper ticking an interactive check with the keyboard", async () => {
    const handle = createRef<TurnstileHandle>();
    mount(<TurnstileWidget ref={handle} siteKey={CHALLENGES} scriptUrl={inject("turnstileScriptUrl")} />);
    const check = page.getByRole("checkbox", { name: "Verify you are human" });
    await expect.element(check).toBeVisible();
    expect(await handle.current!.token(200)).toBeNull();
    const waiting = handle.current!.token(5_000);
    (check.element() as HTMLElement).focus();
    await userEvent.keyboard(" ");
    expect(await waiting).toBe(DUMMY_TOKEN);
    await expect.element(check).toHaveAttribute("aria-checked", "true");
    // Reset asks again.
    handle.current!.reset();
    await expect.element(page.getByRole("checkbox", { name: "Verify you are human" })).toHaveAttribute("aria-checked", "false");
  });
});
