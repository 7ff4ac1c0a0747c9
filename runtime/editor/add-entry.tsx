// "Add destination" (and area, origin): a short form of what a new entry needs. Once typing pauses,
// the checking worker adds the entry to the file as it would be saved (the same code as `pages new`)
// and validates the result (add-preview.ts); each problem adding would bring shows at its box
// (add-fields.ts), and Add adds nothing until there are none. The entry gets the same placeholder
// text as from `pages new`, which the lint and the Problems list then point at.
import { useEffect, useId, useMemo, useRef, useState } from "react";
import {
  entryKinds,
  kindSpecs,
  languageName,
  languagesOf,
  nodeAt,
  slugify,
  splitList,
  stringChoices,
  valueAt,
  type EntryKind,
  type Language,
  type LanguageCode,
  type NewEntryInput,
  type PagesFile,
} from "../foundation/content/index.ts";
import { addFieldsFor, placePreview, refusalWords, type AddField, type PlacedProblems } from "./add-fields.ts";
import type { Checks } from "./checks.ts";
import type { AddPreview } from "./check-worker.ts";
import { setAtPointer } from "./document-edits.ts";
import { fieldStyle, helpStyle, inputStyle, problemStyle, smallButton } from "./form/styles.ts";

export const kindOfFamily = (family: string): EntryKind | undefined => entryKinds.find((kind) => kindSpecs[kind].family === family);

/** The provinces a destination may name, as the schema lists them. */
const provinceChoices = (family: string): string[] => {
  const node = nodeAt(`/families/${family}/entries/0/province`, {});
  return node ? stringChoices(node) : [];
};

/** How long typing must pause before the worker is asked what adding would bring. */
const pause = 300;

/** What is typed in each box (a box not typed in yet has nothing). */
type Values = Partial<Record<AddField, string>>;
const empty: Values = {};

const inputOf = (kind: EntryKind, values: Values, others: readonly LanguageCode[]): NewEntryInput => ({
  kind,
  name: values.name ?? "",
  slug: values.slug || undefined,
  list: values.list ? splitList(values.list) : undefined,
  province: values.province || undefined,
  phone: values.phone || undefined,
  translations: Object.fromEntries(
    others.map((code) => {
      const name = values[`name:${code}`];
      const list = values[`list:${code}`];
      return [code, { name: name || undefined, list: list ? splitList(list) : undefined }];
    }),
  ),
});

interface AddEntryProps {
  family: string;
  document: unknown;
  previewAdd: Checks["previewAdd"];
  /** The document with the entry added, and the entry's pointer. */
  onAdd: (next: unknown, pointer: string) => void;
}

export function AddEntry({ family, document, previewAdd, onAdd }: AddEntryProps) {
  const kind = kindOfFamily(family);
  const formId = useId();
  const [values, setValues] = useState(empty);
  // What the worker said, for which input; the form is checking while it is for another.
  const [answer, setAnswer] = useState<{ key: string; document: unknown; preview: AddPreview } | null>(null);
  // Add was pressed: a box left empty is then said to be.
  const [tried, setTried] = useState(false);
  // Add pressed while the worker was still checking this input: the entry is added when it answers.
  const addWhenChecked = useRef<string | null>(null);
  // The name and neighbourhoods are asked for in each other language of the site too.
  const declared = (document as Partial<PagesFile> | null)?.languages;
  const others = languagesOf({ languages: declared }).slice(1);
  const fields = addFieldsFor(others.map((language) => language.code));
  const input = useMemo(() => {
    const codes = languagesOf({ languages: declared })
      .slice(1)
      .map((language) => language.code);
    return kind ? inputOf(kind, values, codes) : null;
  }, [kind, values, declared]);
  const key = JSON.stringify(input);
  const named = (values.name ?? "").trim() !== "";
  const spec = kind ? kindSpecs[kind] : undefined;
  const entriesPointer = `/families/${family}/entries`;

  const placedOf = (preview: AddPreview | null): PlacedProblems => {
    if (!kind || !spec) return { at: {}, elsewhere: [] };
    if (!named) return { at: tried ? { name: [refusalWords({ reason: "no-name", field: "name" }, kind)] } : {}, elsewhere: [] };
    return preview ? placePreview(preview, entriesPointer, kind) : { at: {}, elsewhere: [] };
  };
  const add = (entry: Record<string, unknown>, index: number) => {
    const entries = valueAt(document, entriesPointer);
    onAdd(setAtPointer(document, entriesPointer, [...(Array.isArray(entries) ? (entries as unknown[]) : []), entry]), `${entriesPointer}/${index}`);
    setValues(empty);
    setAnswer(null);
    setTried(false);
  };
  const showFirstWrong = (placed: PlacedProblems) => {
    const first = fields.find((field) => (placed.at[field] ?? []).length > 0);
    if (first) window.document.getElementById(`${formId}-${first}`)?.focus();
  };
  const received = (forKey: string, forDocument: unknown, preview: AddPreview) => {
    setAnswer({ key: forKey, document: forDocument, preview });
    if (addWhenChecked.current !== forKey) return;
    addWhenChecked.current = null;
    if (preview.status === "checked" && !preview.taken && preview.problems.length === 0) return add(preview.entry, preview.index);
    setTried(true);
    showFirstWrong(placedOf(preview));
  };
  const latestReceived = useRef(received);
  useEffect(() => {
    latestReceived.current = received;
  });

  useEffect(() => {
    if (!input || !named) return;
    let current = true;
    const timer = setTimeout(() => {
      void previewAdd(document, input).then((preview) => {
        if (current && preview) latestReceived.current(key, document, preview);
      });
    }, pause);
    return () => ((current = false), clearTimeout(timer));
  }, [document, input, key, named, previewAdd]);

  const preview = named && answer?.key === key && answer.document === document ? answer.preview : null;
  const placed = placedOf(preview);
  const ready = preview?.status === "checked" && !preview.taken && preview.problems.length === 0 ? preview : null;
  const wrong = fields.filter((field) => (placed.at[field] ?? []).length > 0);

  if (!kind || !spec) return null;
  const set = (field: AddField) => (value: string) => setValues((before) => ({ ...before, [field]: value }));
  const messages = (field: AddField) => {
    const words = placed.at[field] ?? [];
    // Always there, so a message that comes is announced.
    return (
      <div id={`${formId}-${field}-problems`} aria-live="polite">
        {words.map((message) => (
          <p key={message} css={problemStyle}>
            {message}
          </p>
        ))}
      </div>
    );
  };
  const described = (field: AddField, help: boolean) =>
    [...((placed.at[field] ?? []).length > 0 ? [`${formId}-${field}-problems`] : []), ...(help ? [`${formId}-${field}-help`] : [])].join(" ") || undefined;
  const field = (id: AddField, label: string, help?: string, language?: Language) => (
    <div key={id} css={fieldStyle}>
      <label htmlFor={`${formId}-${id}`}>{label}</label>
      <input
        id={`${formId}-${id}`}
        css={inputStyle}
        lang={language?.code}
        dir={language?.dir}
        value={values[id] ?? ""}
        onChange={(event) => set(id)(event.target.value)}
        aria-invalid={wrong.includes(id) || undefined}
        aria-describedby={described(id, Boolean(help))}
      />
      {messages(id)}
      {help && (
        <p id={`${formId}-${id}-help`} css={helpStyle}>
          {help}
        </p>
      )}
    </div>
  );
  const nameLabel = kind === "area" ? "Area name" : "City";
  const count = wrong.reduce((sum, one) => sum + (placed.at[one]?.length ?? 0), 0) + placed.elsewhere.length;
  const why = !named
    ? `Give the ${kind === "area" ? "area" : "city"}'s name first.`
    : !preview
      ? "Checking what adding it would change…"
      : ready
        ? null
        : `Not added yet: ${count === 1 ? "one thing needs" : `${count} things need`} changing first, said above.`;
  return (
    <form
      aria-labelledby={`${formId}-title`}
      // Busy while the worker checks what adding this would change: its messages are about to change.
      aria-busy={(named && !preview) || undefined}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) return add(ready.entry, ready.index);
        if (named && !preview && input) {
          addWhenChecked.current = key;
          void previewAdd(document, input).then((answered) => answered && latestReceived.current(key, document, answered));
          return;
        }
        setTried(true);
        if (!named) window.document.getElementById(`${formId}-name`)?.focus();
        else showFirstWrong(placed);
      }}
    >
      <h2 id={`${formId}-title`} css={{ fontSize: "1.1rem" }}>
        Add {kind}
      </h2>
      {field("name", nameLabel)}
      {others.map((language) => {
        const name = languageName(language.code);
        return field(
          `name:${language.code}`,
          `${nameLabel} in ${name} (optional)`,
          `Shown on the ${name} pages; the English name shows there until it is given.`,
          language,
        );
      })}
      {field("slug", "End of the page address", `Made from the name when left empty: ${slugify(values.name ?? "") || "…"}`)}
      {spec.list &&
        field(
          "list",
          `Neighbourhoods (${spec.list.count}, separated by commas)`,
          `For example: ${Array.from({ length: spec.list.count }, (_, index) => `Place ${index + 1}`).join(", ")}`,
        )}
      {spec.list &&
        others.map((language) =>
          field(
            `list:${language.code}`,
            `Neighbourhoods in ${languageName(language.code)} (optional, in the same order)`,
            "Separated by commas (, or ،).",
            language,
          ),
        )}
      {kind === "destination" && (
        <div css={fieldStyle}>
          <label htmlFor={`${formId}-province`}>Province (optional)</label>
          <select
            id={`${formId}-province`}
            css={inputStyle}
            value={values.province ?? ""}
            onChange={(event) => set("province")(event.target.value)}
            aria-invalid={wrong.includes("province") || undefined}
            aria-describedby={described("province", false)}
          >
            <option value="">(none)</option>
            {provinceChoices(spec.family).map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
          {messages("province")}
        </div>
      )}
      {kind === "area" && field("phone", "Office phone (optional)", "The company's number when left empty.")}
      <div role="status" css={helpStyle}>
        {ready ? (
          <>
            Creates the page {ready.route}
            {ready.shownIn.length > 0 ? `, listed in ${ready.shownIn.join(" and ")}` : ", listed on the family's full list (not in the menus, which are full)"}.
          </>
        ) : null}
      </div>
      <div aria-live="polite">
        {placed.elsewhere.map((message) => (
          <p key={message} css={problemStyle}>
            {message}
          </p>
        ))}
      </div>
      <button type="submit" css={smallButton} aria-describedby={why ? `${formId}-why` : undefined}>
        Add {kind}
      </button>
      <p id={`${formId}-why`} css={helpStyle} aria-live="polite">
        {why}
      </p>
    </form>
  );
}
