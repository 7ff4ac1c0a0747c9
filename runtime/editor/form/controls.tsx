// The controls of the generated form, each with a tester that ranks how well it fits a field (the
// JSON Forms way): the field's schema node, picked for its value, and its kind, which the schema's
// shared definitions give (runtime/foundation/content/field-kinds.ts). The highest rank wins, so a
// new kind of field is one entry here, never a branch of an if/else chain.
import type { ComponentType } from "react";
import type { FieldKind, SchemaNode } from "../../foundation/content/index.ts";
import { isTranslation } from "../../foundation/content/index.ts";
import type { GroupProps } from "./field-props.ts";
import { ArrayGroup, ObjectGroup } from "./groups.tsx";
import { IconPicker, LinkInput, PicturePicker, TextInput } from "./pickers.tsx";
import { TranslatedText } from "./translated-text.tsx";
import { fieldStyle, inputStyle, switchStyle } from "./styles.ts";
import { kindName } from "../kind-name.ts";

/** What a tester is given: the field's node (picked for its value), its kind, its value, and the site's number of languages. */
export interface ControlTest {
  node: SchemaNode;
  kind: FieldKind | null;
  /** The JSON type the schema gives the value ("object" for properties, "array" for items). */
  type: unknown;
  value: unknown;
  languages: number;
}

/** What a control is given: the field, its label and help, and the attributes its input carries. */
export interface ControlProps extends GroupProps {
  help: string | undefined;
  input: { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };
  /** Sets the value, leaving an optional property out when it is emptied. */
  emptied: (next: unknown) => void;
}

export interface ControlEntry {
  /** What the control is, for people reading a test or a trace. */
  name: string;
  /** How well the control fits the field; below 0, not at all. */
  tester: (test: ControlTest) => number;
  Control: ComponentType<ControlProps>;
  /**
   * "input": the control is the field's input, shown under its label, with its problems and help
   * after it; "whole": it draws the field itself (a group, or a box per language).
   */
  layout: "input" | "whole";
}

const asText = (value: unknown) => (typeof value === "string" ? value : "");

function ChoiceSelect({ node, value, optional, input, emptied }: ControlProps) {
  // Options by position, so a choice of numbers stays a number.
  const options = node.schema.enum as unknown[];
  const chosen = options.findIndex((option) => option === value);
  const words = (option: unknown) => (typeof option === "string" ? option : JSON.stringify(option));
  return (
    <select
      {...input}
      css={inputStyle}
      value={chosen < 0 ? "" : String(chosen)}
      onChange={(event) => emptied(event.target.value === "" ? undefined : options[Number(event.target.value)])}
    >
      {(optional || chosen < 0) && <option value="">(none)</option>}
      {options.map((option, index) => (
        <option key={index} value={String(index)}>
          {words(option)}
        </option>
      ))}
    </select>
  );
}

function Switch({ value, optional, input, emptied }: ControlProps) {
  return (
    <input
      {...input}
      type="checkbox"
      role="switch"
      css={switchStyle}
      checked={value === true}
      onChange={(event) => emptied(event.target.checked ? true : optional ? undefined : false)}
    />
  );
}

function NumberInput({ node, value, input, emptied }: ControlProps) {
  const { schema } = node;
  return (
    <input
      {...input}
      css={inputStyle}
      type="number"
      inputMode={schema.type === "integer" ? "numeric" : "decimal"}
      value={typeof value === "number" ? value : ""}
      min={typeof schema.minimum === "number" ? schema.minimum : undefined}
      max={typeof schema.maximum === "number" ? schema.maximum : undefined}
      onChange={(event) => emptied(event.target.value === "" ? undefined : Number(event.target.value))}
    />
  );
}

/** A value the schema fixes (a block's kind) is shown in words, not offered for editing. */
function Constant({ node, input, label, pointer }: ControlProps) {
  const constant = node.schema.const;
  return (
    <p css={fieldStyle} data-pointer={pointer} id={input.id}>
      {label}: <strong>{typeof constant === "string" ? kindName(constant) : String(constant)}</strong>
    </p>
  );
}

/** Every control, each with its tester. */
export const controls: readonly ControlEntry[] = [
  { name: "object group", tester: ({ type }) => (type === "object" ? 100 : -1), Control: ObjectGroup, layout: "whole" },
  { name: "list group", tester: ({ type }) => (type === "array" ? 100 : -1), Control: ArrayGroup, layout: "whole" },
  // A text of a site in several languages: a box per language, side by side.
  {
    name: "text in each language",
    tester: ({ kind, languages, value }) => (kind === "text" && (languages > 1 || isTranslation(value)) ? 50 : -1),
    Control: (props) => <TranslatedText {...props} optional={props.optional ?? false} />,
    layout: "whole",
  },
  { name: "constant", tester: ({ node }) => (node.schema.const !== undefined ? 40 : -1), Control: Constant, layout: "whole" },
  {
    name: "icon picker",
    tester: ({ kind }) => (kind === "icon" ? 30 : -1),
    Control: ({ node, value, input, emptied, label }) => (
      <IconPicker {...input} value={asText(value)} options={node.schema.enum as string[]} onChange={emptied} label={label} />
    ),
    layout: "input",
  },
  { name: "choice", tester: ({ node }) => (Array.isArray(node.schema.enum) ? 20 : -1), Control: ChoiceSelect, layout: "input" },
  { name: "switch", tester: ({ type }) => (type === "boolean" ? 10 : -1), Control: Switch, layout: "input" },
  { name: "number", tester: ({ type }) => (type === "integer" || type === "number" ? 10 : -1), Control: NumberInput, layout: "input" },
  {
    name: "picture picker",
    tester: ({ kind }) => (kind === "picture" ? 5 : -1),
    Control: ({ value, input, emptied, label }) => <PicturePicker {...input} value={asText(value)} onChange={emptied} label={label} />,
    layout: "input",
  },
  {
    name: "address",
    tester: ({ kind }) => (kind === "link" ? 5 : -1),
    Control: ({ value, input, emptied }) => <LinkInput {...input} value={asText(value)} onChange={emptied} />,
    layout: "input",
  },
  {
    name: "text box",
    tester: () => 0,
    Control: ({ value, input, emptied }) => <TextInput {...input} value={asText(value)} onChange={emptied} />,
    layout: "input",
  },
];

/** The control that fits a field best: the first of the highest rank. */
export function controlFor(test: ControlTest): ControlEntry {
  let best = controls[controls.length - 1]!;
  let rank = -1;
  for (const entry of controls) {
    const fit = entry.tester(test);
    if (fit > rank) [best, rank] = [entry, fit];
  }
  return best;
}
