// The live checks: every change is validated and linted in the browser by the content core and the
// lint engine (in a worker, 150 ms after the last change), with no request to the server. Problems
// are kept by JSON pointer for the fields, and as a list for the Problems panel, in the words
// `pages validate` and `pages lint` print.
import { useEffect, useMemo, useRef, useState } from "react";
import type { Diagnostic } from "../foundation/content/index.ts";
import type { LeadStoreAnswer } from "./api.ts";
import type { CheckAnswer, CheckRequest } from "./check-worker.ts";

/** A diagnostic, and which check found it. */
export interface EditorProblem extends Diagnostic {
  source: "validate" | "lint";
}

export interface Checks {
  problems: readonly EditorProblem[];
  /** The problems at a JSON pointer. */
  problemsAt: (pointer: string) => readonly EditorProblem[];
  /** Whether a check is still running for the latest change. */
  checking: boolean;
  /** Problems beyond those listed (the core stops counting at 100). */
  more: number;
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

export function useChecks(input: ChecksInput | null): Checks {
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  const [answer, setAnswer] = useState<{ id: number; problems: EditorProblem[]; more: number }>({ id: 0, problems: [], more: 0 });
  // The change last sent to be checked; checking until the worker has answered for it (and before
  // the first change is sent, so a file not yet checked is never said to have no problems).
  const [requested, setRequested] = useState(0);
  const checking = requested === 0 || requested !== answer.id;

  useEffect(() => {
    const started = new Worker(new URL("./check-worker.ts", import.meta.url), { type: "module", name: "check-worker" });
    started.onmessage = (event: MessageEvent<CheckAnswer>) => {
      const { id, problems, findings, more } = event.data;
      if (id !== latest.current) return;
      setAnswer({ id, problems: [...problems.map(from("validate")), ...findings.map(from("lint"))], more });
    };
    worker.current = started;
    return () => started.terminate();
  }, []);

  useEffect(() => {
    if (!input) return;
    const timer = setTimeout(() => {
      const id = ++latest.current;
      setRequested(id);
      const request: CheckRequest = { id, ...input };
      worker.current?.postMessage(request);
    }, 150);
    return () => clearTimeout(timer);
  }, [input]);

  return useMemo(() => {
    const byPointer = new Map<string, EditorProblem[]>();
    for (const problem of answer.problems) byPointer.set(problem.place.pointer, [...(byPointer.get(problem.place.pointer) ?? []), problem]);
    return { problems: answer.problems, problemsAt: (pointer) => byPointer.get(pointer) ?? [], checking, more: answer.more };
  }, [answer, checking]);
}
