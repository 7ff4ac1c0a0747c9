// A ref that holds the value of the last render drawn, for functions made in an earlier render and
// called after later ones (a click handler kept the same across keys, a field not drawn again).
import { useLayoutEffect, useRef } from "react";

export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
