// Saving: "Save" sends the document with the hash of the file it was loaded from; the server writes
// minimal edits atomically, or refuses when the file changed on disk meanwhile. Then the editor
// keeps every unsaved change and offers to reload the file and apply them on top of it. Leaving
// with unsaved changes asks first.
import { css } from "@emotion/react";
import { useCallback, useEffect, useMemo, useState, type Dispatch, type SetStateAction } from "react";
import { color } from "../foundation/theme/tokens.ts";
import { api, type LoadedDocument } from "./api.ts";
import { parseData } from "../foundation/content/index.ts";
import { reapply } from "./document-edits.ts";
import { openDocument } from "./open-document.ts";
import { smallButton } from "./form/styles.ts";
import type { History, HistoryAction } from "./history.ts";
import type { OutlineItem } from "./outline.ts";
import { placeInWords } from "./place-words.ts";

/** A sentence from the server, ready for one of ours to follow it. */
const withoutStop = (sentence: string) => sentence.replace(/\.$/, "");

type Status = { kind: "idle" | "saving" | "saved" | "conflict" | "failed" | "reloaded"; message: string };

export interface Saving {
  status: Status;
  dirty: boolean;
  save: () => Promise<void>;
  reload: () => Promise<void>;
}

export function useSaving({
  loaded,
  document,
  setLoaded,
  dispatch,
}: {
  loaded: LoadedDocument | null;
  document: unknown;
  setLoaded: Dispatch<SetStateAction<LoadedDocument | null>>;
  dispatch: Dispatch<HistoryAction>;
}): Saving {
  const [status, setStatus] = useState<Status>({ kind: "idle", message: "" });
  const [saved, setSaved] = useState<unknown>(undefined);
  // The document as loaded is the saved one until something changes.
  if (saved === undefined && document !== null) setSaved(document);
  const dirty = saved !== undefined && document !== saved;

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const save = useCallback(async () => {
    if (!loaded) return;
    setStatus({ kind: "saving", message: "Saving…" });
    try {
      const { status: code, body } = await api.save(document, loaded.hash);
      const refusal = "error" in body ? body.error : undefined;
      if (code === 200 && "text" in body) {
        // On what is loaded now: a photo uploaded while the file was being written stays among public/'s files.
        setLoaded((current) => ({ ...(current ?? loaded), text: body.text, hash: body.hash }));
        setSaved(document);
        setStatus({ kind: "saved", message: "Saved." });
      } else if (code === 409) {
        setStatus({
          kind: "conflict",
          message: `Not saved: ${refusal ?? "the site's file changed on disk since it was opened."} Nothing was overwritten, and your changes are still here. Reload the file to apply your changes on top of it, then save again.`,
        });
      } else {
        setStatus({ kind: "failed", message: `Not saved: ${withoutStop(refusal ?? `the editor server answered ${code}`)}. Your changes are still here.` });
      }
    } catch {
      setStatus({ kind: "failed", message: "Not saved: the editor's server did not answer (is it still running?). Your changes are still here." });
    }
  }, [loaded, document, setLoaded]);

  const reload = useCallback(async () => {
    if (!loaded) return;
    try {
      const fresh = await openDocument();
      if (fresh.status === "signed-out") {
        setStatus({ kind: "failed", message: `Could not reload: ${withoutStop(fresh.message)}. Your changes are still here.` });
        return;
      }
      if (fresh.status === "unreadable") {
        // Where the file breaks is for whoever corrects it in a text editor: the site's checks print it.
        setStatus({
          kind: "failed",
          message:
            "Could not reload: the site's file on disk has a mistake made outside the editor. Ask the person who looks after the site to correct it, then reload again. Your changes are still here.",
        });
        return;
      }
      const { loaded: onDiskFile, document: onDisk } = fresh;
      const loadedDocument = parseData(loaded.text, loaded.file);
      const merged = loadedDocument.status === "parsed" ? reapply(loadedDocument.data, document, onDisk) : document;
      setLoaded(onDiskFile);
      dispatch({ kind: "reset", document: onDisk });
      setSaved(onDisk);
      dispatch({ kind: "change", document: merged });
      setStatus({ kind: "reloaded", message: `Reloaded the site's file from disk, with your changes applied on top. Check them, then save.` });
    } catch (error) {
      setStatus({ kind: "failed", message: `Could not reload: ${error instanceof Error ? error.message : String(error)}. Your changes are still here.` });
    }
  }, [loaded, document, setLoaded, dispatch]);

  return useMemo(() => ({ status, dirty, save, reload }), [status, dirty, save, reload]);
}

const barStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 6px 12px;
  border-bottom: 1px solid ${color("border")};
  background: ${color("surface")};
  h1 {
    font-size: 1rem;
    margin: 0 8px 0 0;
  }
  [data-kind="conflict"],
  [data-kind="failed"] {
    color: ${color("danger")};
    font-weight: 600;
  }
`;

/** A long name is cut with an ellipsis; the button's title has it whole. */
const stepButton = css`
  max-width: 22em;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** What Undo takes back and Redo brings back, in the outline's and the fields' words. */
function useStepWords(history: History, outline: readonly OutlineItem[], saved: boolean) {
  const undoStep = history.past.at(-1);
  const redoStep = history.future[0];
  const { document } = history;
  return useMemo(() => {
    // A step is named in the version of the file that holds what it changed.
    const undo = undoStep && placeInWords(undoStep.pointer, document, outline);
    const redo = redoStep && placeInWords(redoStep.pointer, redoStep.document, outline);
    return {
      undo: undo === undefined ? "Undo" : saved ? `Undo a saved change: ${undo}` : `Undo: ${undo}`,
      redo: redo === undefined ? "Redo" : `Redo: ${redo}`,
    };
  }, [undoStep, redoStep, document, outline, saved]);
}

export function SaveBar({
  saving,
  history,
  dispatch,
  outline,
  publish,
}: {
  saving: Saving;
  history: History;
  dispatch: Dispatch<HistoryAction>;
  outline: readonly OutlineItem[];
  /** The admin's Publish page, when the editor is the admin's (/admin/edit/). */
  publish?: string;
}) {
  const { status } = saving;
  // With nothing unsaved, the change Undo takes back is one already in the file: it says so first.
  const words = useStepWords(history, outline, !saving.dirty);
  return (
    <div css={barStyle}>
      <h1>Editing the site</h1>
      <button
        type="button"
        css={[smallButton, stepButton]}
        disabled={history.past.length === 0}
        onClick={() => dispatch({ kind: "undo" })}
        aria-keyshortcuts="Control+Z"
        title={words.undo}
      >
        {words.undo}
      </button>
      <button
        type="button"
        css={[smallButton, stepButton]}
        disabled={history.future.length === 0}
        onClick={() => dispatch({ kind: "redo" })}
        aria-keyshortcuts="Control+Shift+Z"
        title={words.redo}
      >
        {words.redo}
      </button>
      <button type="button" css={smallButton} onClick={() => void saving.save()} aria-keyshortcuts="Control+S">
        Save
      </button>
      {status.kind === "conflict" && (
        <button type="button" css={smallButton} onClick={() => void saving.reload()}>
          Reload from disk and keep my changes
        </button>
      )}
      <span role="status" data-kind={status.kind}>
        {status.message || (saving.dirty ? "Unsaved changes." : "No unsaved changes.")}
        {status.kind === "saved" && saving.dirty ? " Changed since." : ""}
      </span>
      {publish && <a href={publish}>Publish what is saved</a>}
    </div>
  );
}
