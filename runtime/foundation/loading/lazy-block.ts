// A block component loaded on demand, which can also be loaded ahead of rendering: the prerender
// loads them all so its HTML is complete, and the browser loads the ones a page uses before it
// hydrates that page.
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

export type LazyBlock<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<void> };

/**
 * `whenWanted`, if given, is awaited before fetching code that React asks for while hydrating (not
 * when preload() is called): see runtime/foundation/loading/hydrate-on-view.ts.
 */
export function lazyBlock<P>(load: () => Promise<ComponentType<P>>, whenWanted?: () => Promise<void>): LazyBlock<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
    }));
  const Component = lazy(() => {
    if (loaded) {
      // Already loaded: answer synchronously, so React renders it in the same pass instead of
      // suspending (a resolved Promise would still suspend until the next microtask).
      const module = { default: loaded };
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as unknown as Promise<typeof module>;
    }
    const wanted = whenWanted ? whenWanted() : Promise.resolve();
    return wanted.then(preload).then(() => ({ default: loaded as ComponentType<P> }));
  });
  return Object.assign(Component, { preload });
}
