// The notice system's shared context: the actions blocks call, kept apart from the list of
// notices so that calling notify() never re-renders the caller.
import { createContext } from "react";

export type NoticeTone = "success" | "error";

export interface NoticeInput {
  title: string;
  text: string;
  tone: NoticeTone;
}

export interface Notice extends NoticeInput {
  id: string;
}

export interface NoticeActions {
  /** Shows a notice and returns its id; beyond the site's notice limit the oldest one goes. */
  notify: (notice: NoticeInput) => string;
  dismiss: (id: string) => void;
}

export const NoticeContext = createContext<NoticeActions | null>(null);
