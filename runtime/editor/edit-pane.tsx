// The middle of the screen: the form of the selected outline item, generated from the schema, with
// what fits the item around it: "Add destination" for a family's entries, "Insert block" for a
// page, and a menu to move or remove a block.
import { useCallback, useMemo, useState } from "react";
import { entryFields, familyNoun, languagesOf, pointerSegments, routeTable, type PagesFile } from "../foundation/content/index.ts";
import { api, type LoadedDocument } from "./api.ts";
import { AddEntry, kindOfFamily } from "./add-entry.tsx";
import type { Checks } from "./checks.ts";
import { setAtPointer } from "./document-edits.ts";
import { blockSnippets, defaultFor, nodeAt, SchemaForm, type FormContext } from "./form/index.tsx";
import { focusWhenDrawn, ItemMenu } from "./form/item-menu.tsx";
import { fieldStyle, helpStyle, inputStyle, itemBar, smallButton } from "./form/styles.ts";
import { valueAt } from "../foundation/content/index.ts";
import type { OutlineItem } from "./outline.ts";
import { LanguageTypefaces } from "./language-typefaces.tsx";
import { editorBase } from "./editor-base.ts";

// The addresses the link picker offers, worked out when a link is edited and kept until pages or
// families change: on a site of 10,000 pages they take tens of milliseconds, too long for each key.
const knownRoutes = new WeakMap<object, { url: unknown; pages: unknown; routes: readonly string[] }>();
function routesFor(url: string | undefined, pages: PagesFile["pages"] | undefined, families: PagesFile["families"] | undefined): readonly string[] {
  if (!families) return [];
  const known = knownRoutes.get(families);
  if (known && known.url === url && known.pages === pages) return known.routes;
  let routes: readonly string[] = [];
  try {
    // Without the file's languages, the table has the first language's addresses: links are written
    // as it has them, and each other language moves them under its own prefix.
    routes = routeTable({ site: { url }, pages, families } as PagesFile).map((route) => route.path);
  } catch {
    // A document too broken for a route table offers no routes; the Problems list says why.
  }
  knownRoutes.set(families, { url, pages, routes });
  return routes;
}

interface EditPaneProps {
  item: OutlineItem;
  document: unknown;
  loaded: LoadedDocument;
  checks: Checks;
  onChange: (pointer: string, value: unknown) => void;
  /** A change that also selects something new (an added entry or block). */
  onReplace: (next: unknown, select: string) => void;
  /** An entry added: selected, with the focus in its first field. */
  onAdd: (next: unknown, select: string) => void;
  /** A photo uploaded into public/images/ (its site path), to be offered and checked as public/'s other files. */
  onPictureStored: (path: string) => void;
}

function InsertBlock({ listPointer, document, onReplace }: { listPointer: string; document: unknown; onReplace: EditPaneProps["onReplace"] }) {
  const snippets = useMemo(() => blockSnippets(), []);
  const [type, setType] = useState(snippets[0]?.type ?? "");
  const chosen = snippets.find((snippet) => snippet.type === type);
  const list = valueAt(document, listPointer);
  const blocks: unknown[] = Array.isArray(list) ? (list as unknown[]) : [];
  return (
    <div css={fieldStyle}>
      <label htmlFor="insert-block">Insert a block at the end of this page</label>
      <div css={itemBar}>
        <select
          id="insert-block"
          css={[inputStyle, { width: "auto" }]}
          value={type}
          onChange={(event) => setType(event.target.value)}
          aria-describedby="insert-block-help"
        >
          {snippets.map((snippet) => (
            <option key={snippet.type} value={snippet.type}>
              {snippet.title}
            </option>
          ))}
        </select>
        <button
          type="button"
          css={smallButton}
          onClick={() => chosen && onReplace(setAtPointer(document, listPointer, [...blocks, structuredClone(chosen.body)]), `${listPointer}/${blocks.length}`)}
        >
          Insert block
        </button>
      </div>
      <p id="insert-block-help" css={helpStyle}>
        {chosen?.description}
      </p>
    </div>
  );
}

function BlockButtons({ pointer, document, onReplace }: { pointer: string; document: unknown; onReplace: EditPaneProps["onReplace"] }) {
  const listPointer = pointer.slice(0, pointer.lastIndexOf("/"));
  const index = Number(pointer.slice(pointer.lastIndexOf("/") + 1));
  const list = valueAt(document, listPointer);
  const blocks = Array.isArray(list) ? (list as unknown[]) : [];
  const named = (blocks[index] as { type?: unknown } | undefined)?.type;
  const type = typeof named === "string" ? named : "block";
  const move = (to: number) => {
    const next = [...blocks];
    const [block] = next.splice(index, 1);
    next.splice(to, 0, block);
    onReplace(setAtPointer(document, listPointer, next), `${listPointer}/${to}`);
    focusWhenDrawn("block-actions");
  };
  return (
    <div css={itemBar}>
      <ItemMenu
        name={`the ${type} block`}
        id="block-actions"
        actions={[
          { label: "Move up", disabled: index === 0, run: () => move(index - 1) },
          { label: "Move down", disabled: index >= blocks.length - 1, run: () => move(index + 1) },
          {
            label: "Remove",
            run: () => {
              onReplace(
                setAtPointer(
                  document,
                  listPointer,
                  blocks.filter((_, at) => at !== index),
                ),
                listPointer.replace(/\/blocks$/, ""),
              );
              // The page is shown again, with its box to insert a block.
              focusWhenDrawn("insert-block");
            },
          },
        ]}
      />
    </div>
  );
}

/** "Add service": a new entry as the schema's example of one, to rewrite. */
function AddFromSchema({
  listPointer,
  document,
  onReplace,
  noun,
}: {
  listPointer: string;
  document: unknown;
  onReplace: EditPaneProps["onReplace"];
  noun: string;
}) {
  const list = valueAt(document, listPointer);
  const entries: unknown[] = Array.isArray(list) ? (list as unknown[]) : [];
  const node = nodeAt(`${listPointer}/${entries.length}`, document);
  return (
    <div css={fieldStyle}>
      <button
        type="button"
        css={smallButton}
        disabled={!node}
        onClick={() => node && onReplace(setAtPointer(document, listPointer, [...entries, defaultFor(node)]), `${listPointer}/${entries.length}`)}
      >
        Add {noun}
      </button>
      <p css={helpStyle}>The new {noun} starts with example content for you to rewrite; the Problems list shows what it still needs.</p>
    </div>
  );
}

export function EditPane({ item, document, loaded, checks, onChange, onReplace, onAdd, onPictureStored }: EditPaneProps) {
  const segments = pointerSegments(item.pointer);
  const familyName = segments[0] === "families" ? String(segments[1]) : null;
  const inTemplate = familyName !== null && segments[2] !== "entries";
  const { pages, families, site, languages: declared } = document as Partial<PagesFile>;
  const url = site?.url;
  const languages = useMemo(() => languagesOf({ languages: declared }), [declared]);
  const routes = useCallback(() => routesFor(url, pages, families), [url, pages, families]);
  const context: FormContext = useMemo(
    () => ({
      routes,
      publicFiles: loaded.publicFiles,
      entryFields: inTemplate && familyName ? entryFields(familyName) : null,
      problemsAt: checks.problemsAt,
      publicUrl: (path) => `${editorBase}public${path}`,
      uploadPicture: async (file) => {
        const answer = await api.uploadPicture(file);
        if ("path" in answer) onPictureStored(answer.path);
        return answer;
      },
      languages,
    }),
    [routes, loaded.publicFiles, inTemplate, familyName, checks.problemsAt, languages, onPictureStored],
  );
  const isBlock = /\/blocks\/\d+$/.test(item.pointer);
  const isEntryList = familyName !== null && item.pointer.endsWith("/entries");
  const isTemplateBlocks = familyName !== null && item.pointer.endsWith("/blocks");
  const pageBlocks = /^\/pages\/\d+$/.test(item.pointer) ? `${item.pointer}/blocks` : isTemplateBlocks ? item.pointer : null;

  return (
    <div css={{ padding: "8px 12px" }}>
      <LanguageTypefaces languages={languages} />
      {isEntryList && familyName && kindOfFamily(familyName) ? (
        <AddEntry family={familyName} document={document} previewAdd={checks.previewAdd} onAdd={onAdd} />
      ) : null}
      {isEntryList && familyName && !kindOfFamily(familyName) ? (
        <AddFromSchema listPointer={item.pointer} document={document} onReplace={onReplace} noun={familyNoun(familyName)} />
      ) : null}
      {isEntryList ? <p css={helpStyle}>Choose an entry in the outline to edit it.</p> : null}
      {item.pointer === "/pages" ? <p css={helpStyle}>Choose a page in the outline to edit it, or its blocks.</p> : null}
      {isBlock ? <BlockButtons pointer={item.pointer} document={document} onReplace={onReplace} /> : null}
      {item.group ? <p css={helpStyle}>Settings a developer changes: the blocks every page of a kind shares, and the checks run before publishing.</p> : null}
      {item.pointer !== "/pages" && !item.group && !isTemplateBlocks && !isEntryList ? (
        <SchemaForm
          key={item.pointer}
          pointer={item.pointer}
          document={document}
          value={valueAt(document, item.pointer)}
          onChange={(next) => onChange(item.pointer, next)}
          context={context}
          label={item.label}
          omit={item.omit}
        />
      ) : null}
      {pageBlocks ? <InsertBlock listPointer={pageBlocks} document={document} onReplace={onReplace} /> : null}
    </div>
  );
}
