import { describe, expect, it, vi } from "vitest";
import type { FormField } from "../../schema/pages.gen.ts";
import type { Localized } from "../../runtime/foundation/index.ts";
import { lazyResolver } from "./lazy-resolver.ts";

const fields: Localized<FormField>[] = [{ name: "name", label: "Name", kind: "text", required: true, minLength: 2, message: "Too short" }];
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe("lazyResolver", () => {
  it("loads the validation code once, on warm-up or first check, and checks with it", async () => {
    const load = vi.fn(() => import("./validation.ts"));
    const { resolver, warm } = lazyResolver({ fields }, load);
    expect(load).not.toHaveBeenCalled();
    warm();
    warm();
    const result = await resolver({ name: "A" }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.errors.name?.message).toBe("Too short");
    expect((await resolver({ name: "Ali" }, undefined, options)).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("lets the values through when the code cannot be loaded, and tries again at the next check", async () => {
    const load = vi.fn<() => Promise<typeof import("./validation.ts")>>().mockRejectedValueOnce(new Error("offline"));
    load.mockImplementation(() => import("./validation.ts"));
    const { resolver } = lazyResolver({ fields }, load);
    expect(await resolver({ name: "A" }, undefined, options)).toEqual({ values: { name: "A" }, errors: {} });
    expect((await resolver({ name: "A" }, undefined, options)).errors.name?.message).toBe("Too short");
    expect(load).toHaveBeenCalledTimes(2);
  });
});
