// The notice system: <NoticeProvider> around the page, useNotices().notify() inside it.
export { NoticeProvider } from "./notice-provider.tsx";
export { useNotices } from "./use-notices.ts";
export type { Notice, NoticeActions, NoticeInput, NoticeTone } from "./notice-context.ts";
