import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { schemaSet } from "../../../schema/index.ts";
import { changedPaths, englishOf, escapePointer, fingerprint, valueAt } from "../../foundation/content/index.ts";
import { blockSnippets, fieldId, schemaAt, SchemaForm, type FieldProblem, type FormContext } from "./index.tsx";

type Block = { type: string };
const shipped = JSON.parse(readFileSync("pages.json", "utf8")) as {
  pages: { route: string; blocks: Block[] }[];
  families: Record<string, { blocks: Block[] }>;
};

/** The first block of each type in the shipped file, by its JSON pointer. */
const firstOfEachType = new Map<string, string>();
shipped.pages.forEach((page, index) =>
  page.blocks.forEach((block, at) => firstOfEachType.has(block.type) || firstOfEachType.set(block.type, `/pages/${index}/blocks/${at}`)),
);
for (const [name, family] of Object.entries(shipped.families)) {
  family.blocks.forEach((block, at) => firstOfEachType.has(block.type) || firstOfEachType.set(block.type, `/families/${name}/blocks/${at}`));
}

const context = (problems: Record<string, FieldProblem[]> = {}): FormContext => ({
  routes: () => ["/", "/about", "/contact"],
  publicFiles: ["/images/cities/karachi.svg", "/images/cities/lahore.svg", "/robots.txt"],
  entryFields: null,
  problemsAt: (pointer) => problems[pointer] ?? [],
  languages: [{ code: "en", name: "English", dir: "ltr" }],
});

function renderForm(
  pointer: string,
  options: { problems?: Record<string, FieldProblem[]>; entryFields?: string[]; value?: unknown; languages?: FormContext["languages"] } = {},
) {
  const onChange = vi.fn<(next: unknown) => void>();
  const value = options.value ?? valueAt(shipped, pointer);
  render(
    <SchemaForm
      pointer={pointer}
      document={shipped}
      value={value}
      onChange={onChange}
      label="The form"
      context={{ ...context(options.problems), entryFields: options.entryFields ?? null, ...(options.languages ? { languages: options.languages } : {}) }}
    />,
  );
  return { onChange, value };
}

/** The one path the last change touched, as a JSON pointer below `pointer`. */
function changedPointer(pointer: string, before: unknown, onChange: ReturnType<typeof vi.fn>): string[] {
  const next = onChange.mock.calls.at(-1)?.[0];
  return changedPaths(before, next).map((change) => pointer + change.path.map((key) => `/${escapePointer(String(key))}`).join(""));
}

describe("every block type gets a generated form", () => {
  it("covers every block schema", () => {
    expect([...firstOfEachType.keys()].sort()).toEqual([...schemaSet.blocks.keys()].sort());
  });

  for (const [type, pointer] of firstOfEachType) {
    it(`${type}: every control is labelled, and editing each field changes that field alone`, () => {
      const { onChange, value } = renderForm(pointer);
      const controls = [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>("input, select, textarea")];
      expect(controls.length).toBeGreaterThan(0);
      for (const control of controls) {
        const named = (control.labels?.length ?? 0) > 0 || control.hasAttribute("aria-label") || control.hasAttribute("aria-labelledby");
        expect(named, `${control.id} has a label`).toBe(true);
        const fieldPointer = control.closest<HTMLElement>("[data-pointer]")?.dataset.pointer;
        if (("readOnly" in control && control.readOnly) || !fieldPointer || (control.getAttribute("role") === "combobox" && control.closest("[role=listbox]")))
          continue;
        onChange.mockClear();
        if (control instanceof HTMLSelectElement) {
          const other = [...control.options].find((option) => option.value !== control.value && option.value !== "");
          if (!other) continue;
          fireEvent.change(control, { target: { value: other.value } });
        } else if (control.type === "checkbox") {
          fireEvent.click(control);
        } else if (control.type === "number") {
          fireEvent.change(control, { target: { value: "7" } });
        } else if (control.getAttribute("placeholder")?.startsWith("Search icons")) {
          continue;
        } else {
          fireEvent.change(control, { target: { value: `${control.value} edited` } });
        }
        expect(onChange, control.id).toHaveBeenCalled();
        expect(changedPointer(pointer, value, onChange), control.id).toEqual([fieldPointer]);
      }
    });
  }
});

describe("lists", () => {
  const pointer = "/families/destinations/entries/0";
  const stored = (valueAt(shipped, `${pointer}/areas`) as unknown[]).slice();
  // The neighbourhoods by name (their English), as the buttons are named.
  const areas = stored.map((area) => englishOf(area));
  const lastChange = (onChange: ReturnType<typeof vi.fn>) => (onChange.mock.calls.at(-1)![0] as { areas: unknown[] }).areas.map((area) => englishOf(area));

  /** The entry of an item's menu ("Actions for Karachi", then "Move up"). */
  const action = (group: HTMLElement, item: string, label: string) => {
    fireEvent.click(within(group).getByRole("button", { name: `Actions for ${item}` }));
    return within(group).getByRole("menuitem", { name: label });
  };

  it("moves, duplicates, removes and adds items from a menu named after the item", () => {
    const { onChange } = renderForm(pointer);
    const group = screen.getByRole("group", { name: /^Areas$/ });
    fireEvent.click(action(group, areas[1]!, "Move up"));
    expect(lastChange(onChange)).toEqual([areas[1], areas[0], ...areas.slice(2)]);
    expect(within(group).queryByRole("menu")).toBeNull();
    fireEvent.click(action(group, areas[0]!, "Move down"));
    expect(lastChange(onChange)).toEqual([areas[1], areas[0], ...areas.slice(2)]);
    fireEvent.click(action(group, areas[2]!, "Remove"));
    expect(lastChange(onChange)).toEqual(areas.filter((_, index) => index !== 2));
    expect(action(group, areas[0]!, "Duplicate")).toHaveAttribute("aria-disabled", "true");
    expect(within(group).getByRole("menuitem", { name: "Move up" })).toHaveAttribute("aria-disabled", "true");
    expect(within(group).getByRole("button", { name: "Add to areas" })).toBeDisabled();
    const calls = onChange.mock.calls.length;
    fireEvent.click(within(group).getByRole("menuitem", { name: "Move up" }));
    expect(onChange).toHaveBeenCalledTimes(calls);
  });

  it("moves the item the focus is in with Alt+Arrow keys", () => {
    const { onChange } = renderForm(pointer);
    // In the English box of the fourth neighbourhood (each has a box per language).
    fireEvent.keyDown(document.getElementById(fieldId(`${pointer}/areas/3/en`))!, { key: "ArrowUp", altKey: true });
    expect(lastChange(onChange)).toEqual([areas[0], areas[1], areas[3], areas[2], areas[4], areas[5]]);
  });

  it("folds an object", () => {
    renderForm("/site");
    const fold = screen.getByRole("button", { name: /Behaviour/ });
    expect(fold).toHaveAttribute("aria-expanded", "true");
    const before = document.querySelectorAll("input").length;
    fireEvent.click(fold);
    expect(fold).toHaveAttribute("aria-expanded", "false");
    expect(document.querySelectorAll("input").length).toBeLessThan(before);
  });
});

describe("problems at their control", () => {
  it("marks the control invalid and describes it by the message, in words without the check's code", () => {
    const phone = "/site/phone";
    renderForm("/site", {
      problems: { [phone]: [{ message: "Phone numbers disagree.", source: "lint", code: "phone-number", severity: "error" }] },
    });
    const control = document.getElementById(fieldId(phone))!;
    expect(control).toHaveAttribute("aria-invalid", "true");
    expect(control).toHaveAccessibleDescription(expect.stringContaining("Phone numbers disagree."));
    expect(control).not.toHaveAccessibleDescription(expect.stringContaining("phone-number"));
  });

  it("says a problem of a right-to-left text's box in the editor's own words, left to right", () => {
    const urdu = "/families/destinations/entries/0/description/ur";
    renderForm("/families/destinations/entries/0", {
      languages: [
        { code: "en", name: "English", dir: "ltr" },
        { code: "ur", name: "اردو", dir: "rtl" },
      ],
      problems: { [urdu]: [{ message: "The Urdu is older than the English.", source: "lint", code: "translation-outdated", severity: "warning" }] },
    });
    const control = document.getElementById(fieldId(urdu))!;
    expect(control.closest("[dir]")).toHaveAttribute("dir", "rtl");
    const said = screen.getByText("The Urdu is older than the English.");
    expect(said.closest("[dir]")).toHaveAttribute("dir", "ltr");
    expect(said.closest("[lang]")).toHaveAttribute("lang", "en");
  });

  it("says a lint finding in the staff's words, and confirms a translation the English changed under with one button", () => {
    const entry = "/families/destinations/entries/0";
    const urdu = `${entry}/description/ur`;
    const before = structuredClone(valueAt(shipped, entry)) as { description: { en: string; ur: string; translatedFrom?: Record<string, string> } };
    before.description.translatedFrom = { ur: "00000000" };
    const stale: FieldProblem = {
      message: 'Set its fingerprint in "translatedFrom".',
      staffMessage: "Check that the Urdu says the same, then correct it or confirm that it still does.",
      source: "lint",
      code: "stale-translation",
      severity: "warning",
    };
    const { onChange } = renderForm(entry, {
      value: before,
      languages: [
        { code: "en", name: "English", dir: "ltr" },
        { code: "ur", name: "اردو", dir: "rtl" },
      ],
      problems: { [urdu]: [stale] },
    });
    expect(screen.getByText(stale.staffMessage!)).toBeVisible();
    expect(screen.queryByText(stale.message)).toBeNull();
    const confirm = screen.getByRole("button", { name: "The Urdu still says the same" });
    confirm.focus();
    fireEvent.click(confirm);
    const next = onChange.mock.calls.at(-1)?.[0] as typeof before;
    expect(next.description).toEqual({ en: before.description.en, ur: before.description.ur, translatedFrom: { ur: fingerprint(before.description.en) } });
    expect(document.activeElement).toBe(document.getElementById(fieldId(urdu)));
  });

  it("marks a list invalid as a whole when the list is what is wrong", () => {
    const pointer = "/families/destinations/entries/0/areas";
    renderForm("/families/destinations/entries/0", {
      problems: {
        [pointer]: [
          { message: "Karachi has 5 neighbourhoods; a destination needs exactly 6.", source: "validate", code: "entry-list-count", severity: "error" },
        ],
      },
    });
    const group = screen.getByRole("group", { name: /^Areas$/ });
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(group).toHaveAccessibleDescription(expect.stringContaining("Karachi has 5 neighbourhoods"));
  });
});

describe("pickers", () => {
  it("an icon: a searchable list of the schema's icons, each drawn", () => {
    const pointer = firstOfEachType.get("feature-list")!;
    const { onChange } = renderForm(pointer);
    const search = screen.getAllByRole("combobox").find((box) => box.getAttribute("placeholder")?.startsWith("Search icons"))!;
    fireEvent.change(search, { target: { value: "anch" } });
    const list = screen.getAllByRole("listbox").find((box) => within(box).queryByRole("option", { name: "anchor" }))!;
    expect(within(list).getAllByRole("option")).toHaveLength(1);
    expect(list.querySelector("svg")).not.toBeNull();
    fireEvent.keyDown(search, { key: "ArrowDown" });
    fireEvent.keyDown(search, { key: "Enter" });
    expect(JSON.stringify(onChange.mock.calls.at(-1)?.[0])).toContain('"icon":"anchor"');
  });

  it("a picture: the pictures of public/ with thumbnails", () => {
    const pointer = "/families/destinations/entries/0";
    const { onChange } = renderForm(pointer);
    const picture = document.getElementById(fieldId(`${pointer}/heroImage`))!;
    fireEvent.focus(picture);
    const options = within(screen.getByRole("listbox", { name: /pictures in public/ })).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["karachi.svg", "lahore.svg"]);
    expect(options[1]!.querySelector("img")).toHaveAttribute("src", "/public/images/cities/lahore.svg");
    fireEvent.click(options[1]!);
    expect(onChange.mock.calls.at(-1)?.[0]).toMatchObject({ heroImage: "/images/cities/lahore.svg" });
  });

  it("an address: the site's routes offered", () => {
    renderForm("/navigation");
    const href = document.getElementById(fieldId("/navigation/header/links/0/href")) as HTMLInputElement;
    const offered = () => [...document.getElementById(href.getAttribute("list")!)!.querySelectorAll("option")].map((option) => option.value);
    expect(offered()).toEqual([]);
    fireEvent.focus(href);
    expect(offered()).toEqual(["/", "/about", "/contact"]);
  });

  it("an address: only the routes that contain what is typed", () => {
    const navigation = structuredClone(valueAt(shipped, "/navigation")) as { header: { links: { href: string }[] } };
    navigation.header.links[0]!.href = "/CON";
    renderForm("/navigation", { value: navigation });
    const href = document.getElementById(fieldId("/navigation/header/links/0/href")) as HTMLInputElement;
    fireEvent.focus(href);
    const offered = [...document.getElementById(href.getAttribute("list")!)!.querySelectorAll("option")].map((option) => option.value);
    expect(offered).toEqual(["/contact"]);
  });

  it("a family template's text: typing { offers the entry's fields", () => {
    const pointer = "/families/destinations/blocks/0";
    const { onChange } = renderForm(pointer, {
      entryFields: ["slug", "city", "description"],
      value: { ...(valueAt(shipped, pointer) as object), title: "Cargo to {ci" },
    });
    const title = document.getElementById(fieldId(`${pointer}/title`))!;
    expect(
      within(screen.getByRole("listbox", { name: "Entry fields" }))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["{city}"]);
    fireEvent.keyDown(title, { key: "ArrowDown" });
    fireEvent.keyDown(title, { key: "Enter" });
    expect(onChange.mock.calls.at(-1)?.[0]).toMatchObject({ title: "Cargo to {city}" });
  });
});

describe("a key redraws its own field, not the form around it", () => {
  /** The company facts' form, holding its value as the editor does; the pointers whose fields were drawn are counted. */
  function CompanyFacts({ drawn, onValue }: { drawn: string[]; onValue: (value: unknown) => void }) {
    const [value, setValue] = useState(() => valueAt(shipped, "/site"));
    const [formContext] = useState<FormContext>(() => ({ ...context(), problemsAt: (pointer) => (drawn.push(pointer), []) }));
    return (
      <SchemaForm
        pointer="/site"
        document={shipped}
        value={value}
        onChange={(next) => (setValue(next), onValue(next))}
        label="Company facts"
        context={formContext}
      />
    );
  }

  it("a key in the phone draws the phone and the groups above it; a change next in the email keeps the phone's", () => {
    const drawn: string[] = [];
    let last: unknown;
    render(<CompanyFacts drawn={drawn} onValue={(value) => (last = value)} />);
    expect(drawn).toContain("/site/email");
    drawn.length = 0;
    fireEvent.change(document.getElementById(fieldId("/site/phone"))!, { target: { value: "+971 4 000 0000" } });
    expect(drawn).toContain("/site/phone");
    expect(drawn).not.toContain("/site/email");
    expect(drawn.filter((pointer) => pointer.startsWith("/site/hours"))).toEqual([]);
    // The email's field was not drawn again, so it holds the change function of the render before
    // the phone's change: the change it makes must still keep the new phone.
    fireEvent.change(document.getElementById(fieldId("/site/email"))!, { target: { value: "desk@example.com" } });
    expect(last).toMatchObject({ phone: "+971 4 000 0000", email: "desk@example.com" });
  });

  it("a change in one item of a list, then in another, keeps both", () => {
    let last: unknown;
    render(<CompanyFacts drawn={[]} onValue={(value) => (last = value)} />);
    const hostnames = (valueAt(shipped, "/site/hostnames") as string[]).length;
    expect(hostnames).toBeGreaterThan(1);
    fireEvent.change(document.getElementById(fieldId("/site/hostnames/0"))!, { target: { value: "one.example" } });
    fireEvent.change(document.getElementById(fieldId("/site/hostnames/1"))!, { target: { value: "two.example" } });
    expect((last as { hostnames: string[] }).hostnames.slice(0, 2)).toEqual(["one.example", "two.example"]);
  });
});

describe("schemaAt and blockSnippets", () => {
  it("finds a block's own schema by its type, and the shared definition of a field", () => {
    expect(schemaAt(firstOfEachType.get("hero")!, shipped)?.title).toBe("HeroBlock");
    expect(schemaAt("/site/phone", shipped)?.pattern).toBe("^\\+971( ?[0-9]){8,9}$");
    expect(schemaAt("/nothing/here", shipped)).toBeNull();
  });

  it("offers every block type with its description and its default snippet", () => {
    const snippets = blockSnippets();
    expect(snippets.map((snippet) => snippet.type).sort()).toEqual([...schemaSet.blocks.keys()].sort());
    for (const snippet of snippets) {
      expect(snippet.description.length).toBeGreaterThan(10);
      expect((snippet.body as Block).type).toBe(snippet.type);
    }
  });
});
