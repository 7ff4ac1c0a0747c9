// A react-hook-form resolver that fetches the validation code the first time it is needed. The
// form warms it when the visitor first focuses a field, so by the first check it is usually here.
import type { Resolver } from "react-hook-form";
import type { FormRules } from "./schema.ts";
import type { FormValues } from "./values.ts";

type Validation = typeof import("./validation.ts");

export interface LazyResolver {
  resolver: Resolver<FormValues>;
  /** Starts loading the validation code; harmless to call again. */
  warm: () => void;
}

export function lazyResolver(form: FormRules, load: () => Promise<Validation> = () => import("./validation.ts")): LazyResolver {
  let loading: Promise<Resolver<FormValues>> | null = null;
  const get = () => {
    loading ??= load().then((module) => module.resolverFor(form));
    // A failed load (the connection dropped) is tried again at the next check.
    loading.catch(() => (loading = null));
    return loading;
  };
  return {
    warm: () => void get().catch(() => undefined),
    resolver: async (values, context, options) => {
      try {
        return await (
          await get()
        )(values, context, options);
      } catch {
        // Without its validation code the form still sends: whatever receives it checks the
        // values again (the lead endpoint answers with the same messages), and nothing typed is lost.
        return { values, errors: {} };
      }
    },
  };
}
