// One field of the generated form, chosen from its schema node: a group for an object or a list,
// a select for a choice, a switch for yes/no, a number box, or a text box; the shared definitions
// that invite mistakes in a plain box (icon, picture, address) get pickers. Every control has its
// label, its help text in view, and its problems under it, linked with aria-describedby.
import type { ReactNode } from "react";
import type { FieldProps } from "./field-props.ts";
import { ArrayGroup, ObjectGroup } from "./groups.tsx";
import { descriptionOf, fieldId, labelOf, useFormContext } from "./context.ts";
import { describedBy, ProblemsAndHelp } from "./problems.tsx";
import { IconPicker, LinkInput, PicturePicker, TextInput } from "./pickers.tsx";
import { pick } from "../../foundation/content/schema-nodes.ts";
import { TranslatedText } from "./translated-text.tsx";
import { isTranslation } from "../../foundation/content/index.ts";
import { fieldStyle, helpStyle, inputStyle, switchStyle } from "./styles.ts";

export function Field(props: FieldProps) {
  const { node, name, value, pointer, onChange, optional = false } = props;
  const context = useFormContext();
  const resolved = pick(node, value);
  const { schema } = resolved;
  const id = fieldId(pointer);
  const label = props.label ?? labelOf(name, schema);
  const help = descriptionOf(schema);
  const problems = context.problemsAt(pointer);
  const invalid = problems.some((problem) => problem.severity === "error") || undefined;
  const described = describedBy(id, Boolean(help), problems);
  const type = schema.type ?? (schema.properties ? "object" : schema.items ? "array" : undefined);

  if (type === "object") return <ObjectGroup {...props} node={resolved} label={label} Field={Field} />;
  if (type === "array") return <ArrayGroup {...props} node={resolved} label={label} Field={Field} />;

  // A text of a site in several languages: a box per language, side by side.
  if (resolved.def === "text" && (context.languages.length > 1 || isTranslation(value))) {
    return <TranslatedText pointer={pointer} label={label} value={value} help={help} optional={optional} onChange={onChange} itemButtons={props.itemButtons} />;
  }
  const emptied = (next: unknown) => onChange(optional && (next === "" || next === undefined) ? undefined : next);
  let control: ReactNode;
  const common = { id, "aria-invalid": invalid, "aria-describedby": described };
  if (schema.const !== undefined) {
    control = <input {...common} css={inputStyle} value={typeof schema.const === "string" ? schema.const : JSON.stringify(schema.const)} readOnly />;
  } else if (resolved.def === "icon") {
    control = <IconPicker {...common} value={typeof value === "string" ? value : ""} options={schema.enum as string[]} onChange={emptied} label={label} />;
  } else if (Array.isArray(schema.enum)) {
    // Options by position, so a choice of numbers stays a number.
    const options = schema.enum as unknown[];
    const chosen = options.findIndex((option) => option === value);
    const words = (option: unknown) => (typeof option === "string" ? option : JSON.stringify(option));
    control = (
      <select
        {...common}
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
  } else if (type === "boolean") {
    control = (
      <input
        {...common}
        type="checkbox"
        role="switch"
        css={switchStyle}
        checked={value === true}
        onChange={(event) => emptied(event.target.checked ? true : optional ? undefined : false)}
      />
    );
  } else if (type === "integer" || type === "number") {
    control = (
      <input
        {...common}
        css={inputStyle}
        type="number"
        inputMode={type === "integer" ? "numeric" : "decimal"}
        value={typeof value === "number" ? value : ""}
        min={typeof schema.minimum === "number" ? schema.minimum : undefined}
        max={typeof schema.maximum === "number" ? schema.maximum : undefined}
        onChange={(event) => emptied(event.target.value === "" ? undefined : Number(event.target.value))}
      />
    );
  } else if (resolved.def === "imagePath") {
    control = <PicturePicker {...common} value={typeof value === "string" ? value : ""} onChange={emptied} label={label} />;
  } else if (resolved.def === "internalPath" || resolved.def === "href") {
    control = <LinkInput {...common} value={typeof value === "string" ? value : ""} onChange={emptied} />;
  } else {
    control = <TextInput {...common} value={typeof value === "string" ? value : ""} onChange={emptied} />;
  }
  return (
    <div css={fieldStyle} data-pointer={pointer}>
      <div css={{ display: "flex", flexWrap: "wrap", gap: 6, alignItems: "center" }}>
        <label htmlFor={id}>
          {label}
          {optional ? <span css={helpStyle}> (optional)</span> : null}
        </label>
        {props.itemButtons}
      </div>
      {control}
      <ProblemsAndHelp id={id} problems={problems} help={help} />
    </div>
  );
}
