import { useContext } from "react";
import { NoticeContext, type NoticeActions } from "./notice-context.ts";

/** `notify()` and `dismiss()` of the nearest <NoticeProvider>. */
export function useNotices(): NoticeActions {
  const actions = useContext(NoticeContext);
  // A form that cannot tell the visitor whether it was sent must not fail silently.
  if (!actions) throw new Error("useNotices() is used outside <NoticeProvider>.");
  return actions;
}
