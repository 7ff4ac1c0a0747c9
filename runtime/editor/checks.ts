// The live checks: every change is validated in the browser by the content core (in a worker, 150 ms
// after the last change), then the whole site is linted by the editor server (400 ms after that),
// which also makes the checks that need the disk. Problems are kept by JSON pointer for the fields,
// and as a list for the Problems panel, in the words `pages validate` and `pages lint` print.
import { useEffect, useMemo, useRef, useState } from "react";
import type { Diagnostic } from "../foundation/content/index.ts";
import { api } from "./api.ts";
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

const fromValidation = (problem: Diagnostic): EditorProblem => ({ ...problem, source: "validate" });
const fromLint = (finding: Diagnostic): EditorProblem => ({ ...finding, source: "lint" });

export function useChecks(input: { document: unknown; baseText: string; publicFiles: readonly string[]; file: string } | null): Checks {
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  const [validation, setValidation] = useState<{ id: number; problems: EditorProblem[]; more: number; text: string | null }>({
    id: 0,
    problems: [],
    more: 0,
    text: null,
  });
  const [lint, setLint] = useState<{ id: number; problems: EditorProblem[] }>({ id: 0, problems: [] });
  // The change last sent to be checked; checking until the lint has answered for it (and before the
  // first change is sent, so a file not yet checked is never said to have no problems).
  const [requested, setRequested] = useState(0);
  const checking = requested === 0 || requested !== lint.id;

  useEffect(() => {
    const started = new Worker(new URL("./check-worker.ts", import.meta.url), { type: "module", name: "check-worker" });
    started.onmessage = (event: MessageEvent<CheckAnswer>) => {
      if (event.data.id !== latest.current) return;
      setValidation({ id: event.data.id, problems: event.data.problems.map(fromValidation), more: event.data.more, text: event.data.text });
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

  useEffect(() => {
    const text = validation.text;
    if (text === null) return;
    let current = true;
    const timer = setTimeout(() => {
      api
        .lint(text)
        .then(({ body }) => {
          if (!current) return;
          const known = new Set(validation.problems.map((problem) => `${problem.place.pointer}\u0000${problem.message}`));
          // The server's validation makes the checks that need the disk as well; the rest it shares.
          const fromServer = (body.problems ?? []).map(fromValidation).filter((problem) => !known.has(`${problem.place.pointer}\u0000${problem.message}`));
          setLint({ id: validation.id, problems: [...fromServer, ...(body.findings ?? []).map(fromLint)] });
        })
        .catch(() => {
          // The editor server is gone: the browser's own checks stay, the lint's are unknown.
          if (current) setLint({ id: validation.id, problems: [] });
        });
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [validation]);

  return useMemo(() => {
    const problems = [...validation.problems, ...lint.problems];
    const byPointer = new Map<string, EditorProblem[]>();
    for (const problem of problems) byPointer.set(problem.place.pointer, [...(byPointer.get(problem.place.pointer) ?? []), problem]);
    return { problems, problemsAt: (pointer) => byPointer.get(pointer) ?? [], checking, more: validation.more };
  }, [validation, lint, checking]);
}
