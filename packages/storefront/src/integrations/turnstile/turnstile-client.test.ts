// The widget's token as the lead form asks for it (issue 14): now, or within a short wait.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { turnstileTokens } from "./turnstile-client";

describe("Turnstile token for a send", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("gives the current token at once, and keeps it until the widget is reset", async () => {
    const tokens = turnstileTokens();
    tokens.solved("t1");
    expect(tokens.state()).toBe("solved");
    await expect(tokens.next(5_000)).resolves.toBe("t1");
    await expect(tokens.next(5_000)).resolves.toBe("t1");
    tokens.cleared();
    expect(tokens.state()).toBe("waiting");
  });

  it("waits for a token that is on its way: a send before the check finished still goes", async () => {
    const tokens = turnstileTokens();
    const first = tokens.next(5_000);
    const second = tokens.next(5_000);
    await vi.advanceTimersByTimeAsync(1_200);
    tokens.solved("t2");
    await expect(first).resolves.toBe("t2");
    await expect(second).resolves.toBe("t2");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("gives up after the wait, so the form can ask the shopper to complete the check", async () => {
    const tokens = turnstileTokens();
    const waiting = tokens.next(5_000);
    await vi.advanceTimersByTimeAsync(4_999);
    tokens.cleared(); // an expiry in the meantime does not end the wait
    await vi.advanceTimersByTimeAsync(1);
    await expect(waiting).resolves.toBeNull();
    // A token that comes later is there for the next send.
    tokens.solved("late");
    await expect(tokens.next(5_000)).resolves.toBe("late");
  });

  it("does not keep the shopper waiting when the widget failed, until a reset or a new token", async () => {
    const tokens = turnstileTokens();
    const waiting = tokens.next(5_000);
    tokens.failed();
    await expect(waiting).resolves.toBeNull();
    expect(tokens.state()).toBe("failed");
    await expect(tokens.next(5_000)).resolves.toBeNull();
    tokens.cleared();
    const again = tokens.next(5_000);
    tokens.solved("after-retry");
    await expect(again).resolves.toBe("after-retry");
  });
});
