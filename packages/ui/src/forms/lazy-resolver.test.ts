import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { ResolverOptions } from "react-hook-form";
import { lazyZodResolver } from "./lazy-resolver";

const schema = z.object({ name: z.string().trim().min(1, { error: "Enter your name" }) });
type Input = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as unknown as ResolverOptions<Input>;

describe("lazyZodResolver", () => {
  it("imports the schema once, on preload or the first check, and checks with it", async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver<Input, { name: string }>(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    const failed = await resolver({ name: " " }, undefined, options);
    expect(failed.errors.name?.message).toBe("Enter your name");
    const passed = await resolver({ name: " Sam " }, undefined, options);
    expect(passed).toEqual({ values: { name: "Sam" }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("lets the values through unchecked when the schema cannot be loaded, and tries again on the next check", async () => {
    const load = vi.fn<() => Promise<typeof schema>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(schema);
    const resolver = lazyZodResolver<Input, { name: string }>(load);
    // The server parses the same schema and answers with the same field messages.
    expect(await resolver({ name: "" }, undefined, options)).toEqual({ values: { name: "" }, errors: {} });
    const retried = await resolver({ name: "" }, undefined, options);
    expect(retried.errors.name?.message).toBe("Enter your name");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
