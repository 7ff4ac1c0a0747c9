// One field of the generated form: the control that fits its schema node and its kind best
// (controls.tsx, ranked), a group for an object or a list, a box per language for a text, a picker
// for the kinds that invite mistakes in a plain box (icon, picture, address). Every control has its
// label, its help text in view, and its problems under it, linked with aria-describedby.
//
// A field is drawn again only when what it shows changed (its value, schema node, place, label, or
// the problems the form's context gives), so a key typed in one field does not redraw the whole form
// around it. Its onChange is left out of that comparison on purpose: the groups' change functions
// read their value and their own onChange when called (groups.tsx), so an older one does as well.
import { memo } from "react";
import type { FieldProps } from "./field-props.ts";
import { descriptionOf, fieldId, labelOf, useFormContext } from "./context.ts";
import { describedBy, ProblemsAndHelp } from "./problems.tsx";
import { kindOf, pick } from "../../foundation/content/index.ts";
import { controlFor } from "./controls.tsx";
import { fieldStyle, helpStyle } from "./styles.ts";
import { sameList } from "../same-list.ts";

export const Field = memo(FieldBody, sameField);

function FieldBody(props: FieldProps) {
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
  const { Control, layout } = controlFor({ node: resolved, kind: kindOf(resolved), type, value, languages: context.languages.length });
  const emptied = (next: unknown) => onChange(optional && (next === "" || next === undefined) ? undefined : next);
  const control = (
    <Control
      {...props}
      node={resolved}
      label={label}
      Field={Field}
      help={help}
      input={{ id, "aria-invalid": invalid, "aria-describedby": described }}
      emptied={emptied}
    />
  );
  if (layout === "whole") return control;
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

/** What a field shows is drawn from, its onChange aside (see the top); its schema node is compared by what it holds. */
const drawnFrom = ["value", "pointer", "name", "label", "optional", "itemButtons"] as const;
const nodeParts = ["schema", "file", "def"] as const;

/** Whether a field would be drawn the same with `next` as with `previous`. */
function sameField(previous: FieldProps, next: FieldProps): boolean {
  return (
    drawnFrom.every((key) => previous[key] === next[key]) &&
    nodeParts.every((key) => previous.node[key] === next.node[key]) &&
    sameList(previous.omit, next.omit)
  );
}
