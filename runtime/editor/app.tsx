// The editor's screen: the site outline, the form of the selected item, the live preview, and the
// Problems list; at phone widths the three are tabs. Saving, undo and redo live in the toolbar.
import { css, Global } from "@emotion/react";
import { useCallback, useDeferredValue, useEffect, useMemo, useReducer, useRef, useState } from "react";
import type { PagesFile } from "../foundation/content/index.ts";
import { GlobalStyles } from "../foundation/ui/global-styles.tsx";
import { color } from "../foundation/theme/tokens.ts";
import type { LoadedDocument } from "./api.ts";
import { useChecks, type EditorProblem } from "./checks.ts";
import { setAtPointer } from "./document-edits.ts";
import { EditPane } from "./edit-pane.tsx";
import { fieldId } from "./form/index.tsx";
import { historyReducer, initialHistory } from "./history.ts";
import { ancestorsAndItem, filterOutline, itemFor, outlineKeeper } from "./outline.ts";
import { OutlineFilter } from "./outline-filter.tsx";
import { openDocument, type Opened } from "./open-document.ts";
import { OutlineTree, focusTree } from "./outline-tree.tsx";
import { Preview } from "./preview.tsx";
import { ProblemsPanel } from "./problems-panel.tsx";
import { useLatest } from "./use-latest.ts";
import { SaveBar, useSaving } from "./saving.tsx";
import { SignedOut } from "./signed-out.tsx";
import { UnreadableFile } from "./unreadable-file.tsx";

const shell = css`
  height: 100vh;
  display: grid;
  grid-template-rows: auto 1fr auto;
`;

const columns = css`
  display: grid;
  grid-template-columns: minmax(200px, 22%) minmax(320px, 1fr) minmax(320px, 40%);
  min-height: 0;
  > * {
    min-height: 0;
    overflow: auto;
    border-inline-end: 1px solid ${color("border")};
  }
  @media (max-width: 760px) {
    grid-template-columns: 1fr;
    > [data-tab-hidden="true"] {
      display: none;
    }
  }
`;

const outlineColumn = css`
  display: flex;
  flex-direction: column;
  > [role="tree"] {
    flex: 1;
    min-height: 0;
  }
`;

const tabList = css`
  display: none;
  @media (max-width: 760px) {
    display: flex;
  }
  button {
    flex: 1;
    font: inherit;
    padding: 8px;
    border: 0;
    border-bottom: 3px solid transparent;
    background: ${color("surface")};
    color: ${color("text")};
  }
  button[aria-selected="true"] {
    border-bottom-color: ${color("accent")};
    font-weight: 700;
  }
  button:focus-visible {
    outline: 3px solid ${color("focus")};
    outline-offset: -3px;
  }
`;

const tabs = ["Outline", "Form", "Preview"] as const;
type Tab = (typeof tabs)[number];

export function EditorApp() {
  const [loaded, setLoaded] = useState<LoadedDocument | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState<Extract<Opened, { status: "unreadable" }> | null>(null);
  const [signedOut, setSignedOut] = useState<Extract<Opened, { status: "signed-out" }> | null>(null);
  const [history, dispatch] = useReducer(historyReducer, initialHistory(null));
  const [selected, setSelected] = useState("/site");
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(["/pages"]));
  const [focusPointer, setFocusPointer] = useState<string | null>(null);
  // An entry just added, whose form takes the focus once it is shown.
  const focusFirstOf = useRef<string | null>(null);
  const [tab, setTab] = useState<Tab>("Form");
  const document = history.document;

  const open = useCallback(() => {
    openDocument()
      .then((opened) => {
        setUnreadable(opened.status === "unreadable" ? opened : null);
        setSignedOut(opened.status === "signed-out" ? opened : null);
        if (opened.status !== "open") return;
        setLoaded(opened.loaded);
        dispatch({ kind: "reset", document: opened.document });
      })
      .catch((error: unknown) => setLoadError(error instanceof Error ? error.message : String(error)));
  }, []);
  useEffect(open, [open]);

  const saving = useSaving({ loaded, document, setLoaded, dispatch });
  // An uploaded photo is one of public/'s files from now on: offered by the pickers, found by the checks.
  const pictureStored = useCallback(
    (path: string) =>
      setLoaded((current) => (current && !current.publicFiles.includes(path) ? { ...current, publicFiles: [...current.publicFiles, path].sort() } : current)),
    [],
  );
  const checksInput = useMemo(
    () =>
      loaded && document !== null ? { document, baseText: loaded.text, publicFiles: loaded.publicFiles, file: loaded.file, leadStore: loaded.leadStore } : null,
    [loaded, document],
  );
  const checks = useChecks(checksInput);
  // Made again only when the pages, families, lint settings or glossary change: a company fact typed
  // into the form leaves the outline of a 10,000-page site as it was.
  const { pages, families, lint, glossary, site } = (document ?? {}) as Partial<PagesFile>;
  // Of the company facts, the outline needs only which developer settings there are (its Advanced fold).
  const hasTimings = site?.behaviour !== undefined;
  const hasLeadSettings = site?.leads !== undefined;
  const [keptOutline] = useState(outlineKeeper);
  const outline = useMemo(
    () => keptOutline({ pages, families, lint, glossary, site: { behaviour: hasTimings || undefined, leads: hasLeadSettings || undefined } }),
    [keptOutline, pages, families, lint, glossary, hasTimings, hasLeadSettings],
  );
  const item = itemFor(outline, selected) ?? outline[0]!;
  // The filter's box shows each key at once; the outline it cuts down follows when React has time.
  const [query, setQuery] = useState("");
  const shownQuery = useDeferredValue(query);
  const filtered = useMemo(() => filterOutline(outline, shownQuery), [outline, shownQuery]);
  // While filtering, what is open starts as what shows the items found, and the tree's own keys change it from there.
  const [filterOpen, setFilterOpen] = useState<{ query: string; open: Set<string> } | null>(null);
  const filtering = shownQuery.trim() !== "";
  const shownOpen = !filtering ? expanded : filterOpen?.query === shownQuery ? filterOpen.open : filtered.open;
  // Down arrow pressed in the box before the outline caught up with the last key goes to what that key finds, once it shows.
  // (The outline's render that catches up is already on its way, so the wish is kept where no render is asked for.)
  const leaving = useRef(false);
  const leaveFilter = () => (shownQuery === query ? focusTree(filtered.first) : (leaving.current = true));
  useEffect(() => {
    if (!leaving.current || shownQuery !== query) return;
    leaving.current = false;
    focusTree(filtered.first);
  }, [shownQuery, query, filtered]);

  // The outline as last drawn, for the functions below: they stay the same while the outline changes
  // with each key typed in an entry, so what they are given to is not drawn again for them.
  const outlineRef = useLatest(outline);
  const select = useCallback(
    (pointer: string) => {
      setSelected(pointer);
      // The preview outlines the newly chosen item until a field of its form takes the focus.
      setFocusPointer(null);
      // Its ancestors open, so its row is in view (the Advanced fold too, for a family's template).
      setExpanded((current) => {
        const next = new Set(current);
        const parts = pointer.split("/");
        for (let length = 2; length < parts.length; length++) next.add(parts.slice(0, length).join("/"));
        for (const above of ancestorsAndItem(outlineRef.current, pointer).slice(0, -1)) next.add(above.pointer);
        return next;
      });
    },
    [outlineRef],
  );

  // Kept between renders, so a key typed into a form does not draw the outline again.
  const chooseInTree = useCallback((pointer: string) => (select(pointer), setTab("Form")), [select]);
  const openInTree = useCallback((open: Set<string>) => (filtering ? setFilterOpen({ query: shownQuery, open }) : setExpanded(open)), [filtering, shownQuery]);

  useEffect(() => {
    const pointer = focusFirstOf.current;
    if (pointer === null || item.pointer !== pointer) return;
    focusFirstOf.current = null;
    window.document.querySelector<HTMLElement>(`main [data-pointer^="${CSS.escape(pointer)}/"] :is(input, select, textarea)`)?.focus();
  }, [item.pointer]);

  const goTo = useCallback(
    (problem: EditorProblem) => {
      const target = itemFor(outlineRef.current, problem.place.pointer);
      if (target) select(target.pointer);
      setTab("Form");
      // The control for the pointer, or for the nearest value above it that has one.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          for (let pointer = problem.place.pointer; ; pointer = pointer.slice(0, pointer.lastIndexOf("/"))) {
            const element = window.document.getElementById(fieldId(pointer));
            if (element) {
              const focusable = element.matches("input, select, textarea, button")
                ? element
                : element.querySelector<HTMLElement>("input, select, textarea, button");
              (focusable ?? element).focus();
              element.scrollIntoView({ block: "center" });
              return;
            }
            if (!pointer) return;
          }
        }),
      );
    },
    [outlineRef, select],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === "z" || key === "y") {
        event.preventDefault();
        dispatch({ kind: key === "y" || event.shiftKey ? "redo" : "undo" });
      } else if (key === "s") {
        event.preventDefault();
        void saving.save();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [saving]);

  if (signedOut) return <SignedOut message={signedOut.message} signIn={signedOut.signIn} />;
  if (loadError) return <p role="alert">The editor could not load the file: {loadError}</p>;
  if (unreadable) return <UnreadableFile {...unreadable} onReload={open} />;
  if (!loaded || document === null) return <p role="status">Loading…</p>;

  const change = (pointer: string, value: unknown) => dispatch({ kind: "change", document: setAtPointer(document, pointer, value), group: pointer });
  const panel = (name: Tab) => ({ "data-tab-hidden": tab !== name, id: `panel-${name}`, role: "tabpanel" as const, "aria-labelledby": `tab-${name}` });

  return (
    <div css={shell}>
      <GlobalStyles />
      <Global styles={{ body: { overflow: "hidden" } }} />
      <header>
        <SaveBar saving={saving} history={history} dispatch={dispatch} outline={outline} publish={loaded.publish} />
        <div role="tablist" aria-label="Views" css={tabList}>
          {tabs.map((name) => (
            <button
              key={name}
              id={`tab-${name}`}
              role="tab"
              type="button"
              aria-selected={tab === name}
              aria-controls={`panel-${name}`}
              onClick={() => setTab(name)}
            >
              {name}
            </button>
          ))}
        </div>
      </header>
      <div css={columns}>
        <nav aria-label="Site" {...panel("Outline")} css={outlineColumn}>
          <OutlineFilter query={query} onQuery={setQuery} found={filtered.found} onLeave={leaveFilter} />
          <OutlineTree items={filtered.items} selected={item.pointer} onSelect={chooseInTree} expanded={shownOpen} onExpandedChange={openInTree} />
        </nav>
        <main {...panel("Form")} onFocus={(event) => setFocusPointer(event.target.closest<HTMLElement>("[data-pointer]")?.dataset.pointer ?? null)}>
          <EditPane
            item={item}
            document={document}
            loaded={loaded}
            checks={checks}
            onChange={change}
            onReplace={(next, pointer) => (dispatch({ kind: "change", document: next }), select(pointer))}
            onAdd={(next, pointer) => (dispatch({ kind: "change", document: next }), select(pointer), (focusFirstOf.current = pointer))}
            onPictureStored={pictureStored}
          />
        </main>
        <aside aria-label="Preview" {...panel("Preview")}>
          <Preview document={document} path={item.previewPath} focusPointer={focusPointer ?? (item.pointer.includes("/blocks/") ? item.pointer : null)} />
        </aside>
      </div>
      <ProblemsPanel checks={checks} onGo={goTo} document={document} outline={outline} publishing={loaded.publish !== undefined} />
    </div>
  );
}
