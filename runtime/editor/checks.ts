// The live checks: every change is validated and linted in the browser by the content core and the
// lint engine (in a worker, 150 ms after the last change), with no request to the server. Problems
// are kept by JSON pointer for the fields, and as a list for the Problems panel, in the words
// `pages validate` and `pages lint` print. The same worker looks ahead for the Add form.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { valueAt, type Diagnostic, type NewEntryInput } from "../foundation/content/index.ts";
import type { LeadStoreAnswer } from "./api.ts";
import type { AddPreview, CheckContext, WorkerAnswer, WorkerRequest } from "./check-worker.ts";
import { documentSender } from "./document-edits.ts";

/** A diagnostic, and which check found it. */
export interface EditorProblem extends Diagnostic {
  source: "validate" | "lint";
  /** A lint finding of the last version that could be linted, kept while the file has errors (the lint waits for them to be fixed). */
  earlier?: true;
}

export interface Checks {
  problems: readonly EditorProblem[];
  /** The problems at a JSON pointer. */
  problemsAt: (pointer: string) => readonly EditorProblem[];
  /** Whether a check is still running for the latest change. */
  checking: boolean;
  /** Problems beyond those listed (the core stops counting at 100). */
  more: number;
  /** What adding an entry to the document would bring (null when a newer question replaced this one). */
  previewAdd: (document: unknown, input: NewEntryInput) => Promise<AddPreview | null>;
}

export interface ChecksInput {
  document: unknown;
  baseText: string;
  publicFiles: readonly string[];
  file: string;
  leadStore: LeadStoreAnswer | null;
}

const from =
  (source: EditorProblem["source"]) =>
  (diagnostic: Diagnostic): EditorProblem => ({ ...diagnostic, source });

interface Answer {
  id: number;
  found: EditorProblem[];
  lint: EditorProblem[];
  more: number;
}

/** What the worker was sent: the context last sent, and what sends it the document's changes. */
interface Sent {
  context: CheckContext | null;
  document: (document: unknown) => void;
}

const sameContext = (a: CheckContext | null, b: CheckContext) =>
  a !== null && a.baseText === b.baseText && a.publicFiles === b.publicFiles && a.file === b.file && a.leadStore === b.leadStore;

export function useChecks(input: ChecksInput | null): Checks {
  const worker = useRef<Worker | null>(null);
  const sent = useRef<Sent>({ context: null, document: () => undefined });
  /** Brings the worker's context and document up to this input's: only what changed crosses between the threads. */
  const send = useCallback((given: ChecksInput, document: unknown) => {
    const to = worker.current;
    if (!to) return;
    const { document: _document, ...context } = given;
    if (!sameContext(sent.current.context, context)) to.postMessage({ kind: "context", ...context } satisfies WorkerRequest);
    sent.current.context = context;
    sent.current.document(document);
  }, []);
  const latest = useRef(0);
  const latestInput = useRef(input);
  useEffect(() => {
    latestInput.current = input;
  }, [input]);
  const adds = useRef({ last: 0, waiting: new Map<number, (preview: AddPreview | null) => void>() });
  const [answer, setAnswer] = useState<Answer>({ id: 0, found: [], lint: [], more: 0 });
  // The change last sent to be checked; checking until the worker has answered for it (and before
  // the first change is sent, so a file not yet checked is never said to have no problems).
  const [requested, setRequested] = useState(0);
  const checking = requested === 0 || requested !== answer.id;

  useEffect(() => {
    const started = new Worker(new URL("./check-worker.ts", import.meta.url), { type: "module", name: "check-worker" });
    started.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      const message = event.data;
      if (message.kind === "add") {
        // The questions asked before this one were replaced by it: they get no answer of their own.
        for (const [id, resolve] of adds.current.waiting) {
          if (id > message.id) continue;
          resolve(id === message.id ? message.preview : null);
          adds.current.waiting.delete(id);
        }
        return;
      }
      const { id, problems, findings, more, linted } = message;
      if (id !== latest.current) return;
      const document = latestInput.current?.document;
      setAnswer((before) => ({
        id,
        found: problems.map(from("validate")),
        // While the file has errors the lint cannot run; what it found last is still there, where
        // that place still is, so the panel keeps listing it.
        lint: linted
          ? findings.map(from("lint"))
          : before.lint.filter((finding) => valueAt(document, finding.place.pointer) !== undefined).map((finding) => ({ ...finding, earlier: true })),
        more,
      }));
    };
    worker.current = started;
    sent.current = { context: null, document: documentSender((message) => started.postMessage(message satisfies WorkerRequest)) };
    return () => started.terminate();
  }, []);

  useEffect(() => {
    if (!input) return;
    const timer = setTimeout(() => {
      const id = ++latest.current;
      setRequested(id);
      send(input, input.document);
      worker.current?.postMessage({ kind: "check", id } satisfies WorkerRequest);
    }, 150);
    return () => clearTimeout(timer);
  }, [input, send]);

  const previewAdd = useCallback(
    (document: unknown, entry: NewEntryInput) => {
      const given = latestInput.current;
      if (!given || !worker.current) return Promise.resolve(null);
      const id = ++adds.current.last;
      send(given, document);
      worker.current.postMessage({ kind: "add", id, input: entry } satisfies WorkerRequest);
      return new Promise<AddPreview | null>((resolve) => adds.current.waiting.set(id, resolve));
    },
    [send],
  );

  return useMemo(() => {
    const problems = [...answer.found, ...answer.lint];
    const byPointer = new Map<string, EditorProblem[]>();
    for (const problem of problems) byPointer.set(problem.place.pointer, [...(byPointer.get(problem.place.pointer) ?? []), problem]);
    return { problems, problemsAt: (pointer) => byPointer.get(pointer) ?? [], checking, more: answer.more, previewAdd };
  }, [answer, checking, previewAdd]);
}
