// "Add destination" (and area, origin): a short form of what a new entry needs, the route it will
// create and the navigation it will appear in, checked by the same code as `pages new` (a name or a
// slug that is taken is refused in the same words). The entry gets the same placeholder text, which
// the lint and the Problems list then point at.
import { useId, useMemo, useState } from "react";
import {
  addEntry,
  entryKinds,
  expandSite,
  kindSpecs,
  languageNames,
  languagesOf,
  nodeAt,
  slugify,
  splitList,
  stringChoices,
  type EntryKind,
  type PagesFile,
} from "../foundation/content/index.ts";
import { memoryPageSource } from "../data/index.ts";
import { fieldStyle, helpStyle, inputStyle, problemStyle, smallButton } from "./form/styles.ts";

export const kindOfFamily = (family: string): EntryKind | undefined => entryKinds.find((kind) => kindSpecs[kind].family === family);

/** The provinces a destination may name, as the schema lists them. */
const provinceChoices = (family: string): string[] => {
  const node = nodeAt(`/families/${family}/entries/0/province`, {});
  return node ? stringChoices(node) : [];
};

/** Where the entry's route shows in the header menus and the footer, once added. */
function navigationShowing(document: PagesFile, route: string): string[] {
  try {
    const { shell } = memoryPageSource(expandSite(document));
    const places = [
      ...shell.secondary.menus.filter((menu) => menu.items.some((link) => link.href === route)).map((menu) => `the "${menu.label}" menu`),
      ...shell.footer.columns.filter((column) => column.links.some((link) => link.href === route)).map((column) => `the footer's "${column.title}" column`),
    ];
    return places;
  } catch {
    return [];
  }
}

export function AddEntry({ family, document, onAdd }: { family: string; document: unknown; onAdd: (next: unknown, pointer: string) => void }) {
  const kind = kindOfFamily(family);
  const formId = useId();
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [list, setList] = useState("");
  const [province, setProvince] = useState("");
  const [phone, setPhone] = useState("");
  const [nameUr, setNameUr] = useState("");
  const [listUr, setListUr] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const spec = kind ? kindSpecs[kind] : undefined;
  const attempt = useMemo(() => {
    if (!kind || !name.trim()) return null;
    const input = {
      kind,
      name,
      slug: slug || undefined,
      list: list ? splitList(list) : undefined,
      province: province || undefined,
      phone: phone || undefined,
      nameUr: nameUr || undefined,
      listUr: listUr ? splitList(listUr) : undefined,
    };
    // Indented: addEntry formats what it inserts by whole lines, and on a file written as one line it
    // would re-indent all of it, edit by edit (30 s for the shipped file against 0.2 s).
    return addEntry(JSON.stringify(document, null, 2), input);
  }, [kind, name, slug, list, province, phone, nameUr, listUr, document]);
  if (!kind || !spec) return null;
  // The Urdu name and neighbourhoods are asked for when the site has Urdu pages.
  const urdu = languagesOf({ languages: (document as Partial<PagesFile> | null)?.languages }).some((language) => language.code === "ur")
    ? languageNames.ur
    : null;
  const added = attempt?.ok ? (JSON.parse(attempt.text) as PagesFile) : null;
  const shownIn = added && attempt?.ok ? navigationShowing(added, attempt.route) : [];
  const field = (id: string, label: string, value: string, set: (value: string) => void, help?: string, rightToLeft = false) => (
    <div css={fieldStyle}>
      <label htmlFor={`${formId}-${id}`}>{label}</label>
      <input
        id={`${formId}-${id}`}
        css={inputStyle}
        lang={rightToLeft ? "ur" : undefined}
        dir={rightToLeft ? "rtl" : undefined}
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-describedby={help ? `${formId}-${id}-help` : undefined}
      />
      {help && (
        <p id={`${formId}-${id}-help`} css={helpStyle}>
          {help}
        </p>
      )}
    </div>
  );
  return (
    <form
      aria-labelledby={`${formId}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!attempt) return setRefusal(`Give the ${kind}'s name.`);
        if (!attempt.ok) return setRefusal(attempt.message);
        setRefusal(null);
        onAdd(JSON.parse(attempt.text), `/families/${spec.family}/entries/${attempt.index}`);
        setName("");
        setSlug("");
        setList("");
        setNameUr("");
        setListUr("");
      }}
    >
      <h2 id={`${formId}-title`} css={{ fontSize: "1.1rem" }}>
        Add {kind}
      </h2>
      {field("name", kind === "area" ? "Area name" : "City", name, setName)}
      {urdu &&
        field(
          "name-ur",
          `${kind === "area" ? "Area name" : "City"} in ${urdu} (optional)`,
          nameUr,
          setNameUr,
          `Shown on the ${urdu} pages; the English name shows there until it is given.`,
          true,
        )}
      {field("slug", "End of the page address", slug, setSlug, `Made from the name when left empty: ${slugify(name) || "…"}`)}
      {spec.list &&
        field(
          "list",
          `Neighbourhoods (${spec.list.count}, separated by commas)`,
          list,
          setList,
          `For example: ${Array.from({ length: spec.list.count }, (_, index) => `Place ${index + 1}`).join(", ")}`,
        )}
      {spec.list &&
        urdu &&
        field("list-ur", `Neighbourhoods in ${urdu} (optional, in the same order)`, listUr, setListUr, "Separated by commas (, or ،).", true)}
      {kind === "destination" && (
        <div css={fieldStyle}>
          <label htmlFor={`${formId}-province`}>Province (optional)</label>
          <select id={`${formId}-province`} css={inputStyle} value={province} onChange={(event) => setProvince(event.target.value)}>
            <option value="">(none)</option>
            {provinceChoices(spec.family).map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </div>
      )}
      {kind === "area" && field("phone", "Office phone (optional)", phone, setPhone, "The company's number when left empty.")}
      <div role="status" css={helpStyle}>
        {attempt?.ok ? (
          <>
            Creates the page {attempt.route}
            {shownIn.length > 0 ? `, listed in ${shownIn.join(" and ")}` : ", listed on the family's full list (not in the menus, which are full)"}.
          </>
        ) : null}
      </div>
      {(refusal ?? (attempt && !attempt.ok ? attempt.message : null)) && (
        <p role="alert" css={problemStyle}>
          {refusal ?? (attempt && !attempt.ok ? attempt.message : "")}
        </p>
      )}
      <button type="submit" css={smallButton}>
        Add {kind}
      </button>
    </form>
  );
}
