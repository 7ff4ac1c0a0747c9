// Holds the notices on screen and renders them. Limit and removal delay are the site's constants
// (site.behaviour in pages.json); props override them, for tests and previews.
import { useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import { useSite } from "../site-context.tsx";
import { NoticeContext, type Notice, type NoticeActions, type NoticeInput } from "./notice-context.ts";
import { NoticeViewport } from "./notice-viewport.tsx";

export function NoticeProvider({ children, limit, removeDelayMs }: { children: ReactNode; limit?: number; removeDelayMs?: number }) {
  const { site, labels } = useSite().shell;
  const { behaviour } = site;
  const max = Math.max(1, limit ?? behaviour.noticeLimit);
  const delay = removeDelayMs ?? behaviour.noticeRemoveDelayMs;
  const [notices, setNotices] = useState<Notice[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => {
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }, []);

  const notify = useCallback(
    (input: NoticeInput) => {
      counter.current += 1;
      const id = `notice-${counter.current}`;
      // Newest first; a notice pushed out by the limit is unmounted, which also stops its timer.
      setNotices((current) => [{ ...input, id }, ...current].slice(0, max));
      return id;
    },
    [max],
  );

  const actions = useMemo<NoticeActions>(() => ({ notify, dismiss }), [notify, dismiss]);

  return (
    <NoticeContext.Provider value={actions}>
      {children}
      <NoticeViewport notices={notices} removeDelayMs={delay} onDismiss={dismiss} closeLabel={labels.closeNotice} />
    </NoticeContext.Provider>
  );
}
