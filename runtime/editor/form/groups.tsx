// Objects and lists: a fieldset named by the field's label. An object folds; a list's items each
// have a menu of their own to move, duplicate and remove them ("Actions for Karachi"), a handle to
// drag them by (sortable-items.tsx), and Alt+ArrowUp / Alt+ArrowDown move the item the focus is in.
//
// A child's change is made from the group's value and onChange as they are when it is called, not
// as they were when the child was drawn: a child whose value did not change is not drawn again
// (field.tsx), and its change must not undo what a sibling changed meanwhile.
import { useState, type KeyboardEvent } from "react";
import { childPointer, descriptionOf, fieldId, useFormContext } from "./context.ts";
import type { GroupProps } from "./field-props.ts";
import { describedBy, ProblemsAndHelp } from "./problems.tsx";
import { childNode } from "../../foundation/content/schema-nodes.ts";
import { focusWhenDrawn, ItemMenu } from "./item-menu.tsx";
import { SortableItem, SortableItems } from "./sortable-items.tsx";
import { groupStyle, helpStyle, itemBar, smallButton } from "./styles.ts";
import { defaultFor, itemName, moved, withItem, withKey } from "./values.ts";
import { useLatest } from "../use-latest.ts";

export function ObjectGroup({ node, value, pointer, onChange, label, optional, itemButtons, omit = [], Field }: GroupProps) {
  const context = useFormContext();
  const [open, setOpen] = useState(true);
  const id = fieldId(pointer);
  const object = typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Readonly<Record<string, unknown>>) : undefined;
  const properties = Object.keys(node.schema.properties ?? {}).filter((key) => !omit.includes(key));
  const required = new Set((node.schema.required ?? []) as string[]);
  const help = descriptionOf(node.schema);
  const problems = context.problemsAt(pointer);
  const latest = useLatest({ object, onChange });
  if (!object) {
    return (
      <div css={helpStyle}>
        <button type="button" css={smallButton} onClick={() => onChange(defaultFor(node))}>
          Add {label.toLowerCase()}
        </button>{" "}
        {optional ? "(optional)" : null}
      </div>
    );
  }
  return (
    <fieldset
      css={groupStyle}
      id={id}
      data-pointer={pointer}
      aria-invalid={problems.length > 0 || undefined}
      aria-describedby={describedBy(id, Boolean(help), problems)}
    >
      <legend>
        <button type="button" css={[smallButton, { border: "none", background: "none", fontWeight: 700 }]} aria-expanded={open} onClick={() => setOpen(!open)}>
          <span aria-hidden="true">{open ? "▾ " : "▸ "}</span>
          {label}
        </button>
      </legend>
      {itemButtons ? <div css={itemBar}>{itemButtons}</div> : null}
      <ProblemsAndHelp id={id} problems={problems} help={help} />
      {open &&
        properties.map((key) => {
          const child = childNode(node, key, object);
          if (!child) return null;
          return (
            <Field
              key={key}
              node={child}
              name={key}
              value={object[key]}
              pointer={childPointer(pointer, key)}
              optional={!required.has(key)}
              onChange={(next) => latest.current.onChange(withKey(latest.current.object ?? {}, key, next))}
            />
          );
        })}
    </fieldset>
  );
}

export function ArrayGroup({ node, value, pointer, onChange, label, optional, Field }: GroupProps) {
  const context = useFormContext();
  const id = fieldId(pointer);
  const list = Array.isArray(value) ? (value as unknown[]) : [];
  const help = descriptionOf(node.schema);
  const problems = context.problemsAt(pointer);
  const itemNode = childNode(node, 0, list);
  const max = typeof node.schema.maxItems === "number" ? node.schema.maxItems : Infinity;
  const menuId = (index: number) => `${fieldId(childPointer(pointer, index))}-actions`;
  const latest = useLatest({ list, onChange });
  const move = (from: number, to: number) => {
    latest.current.onChange(moved(latest.current.list, from, to));
    // The item's menu button keeps the focus where it went, so a keyboard user can go on moving it.
    focusWhenDrawn(menuId(to));
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    event.stopPropagation();
    move(index, event.key === "ArrowUp" ? index - 1 : index + 1);
  };
  return (
    <fieldset
      css={groupStyle}
      id={id}
      data-pointer={pointer}
      aria-invalid={problems.some((problem) => problem.severity === "error") || undefined}
      aria-describedby={describedBy(id, Boolean(help), problems)}
    >
      <legend>
        {label}
        {optional ? <span css={helpStyle}> (optional)</span> : null}
      </legend>
      <ProblemsAndHelp id={id} problems={problems} help={help} />
      {itemNode && (
        <SortableItems count={list.length} nameOf={(index) => itemName(list[index], index)} onMove={move}>
          {list.map((item, index) => {
            const name = itemName(item, index);
            const itemPointer = childPointer(pointer, index);
            const menu = (
              <ItemMenu
                name={name}
                id={menuId(index)}
                actions={[
                  { label: "Move up", disabled: index === 0, run: () => move(index, index - 1) },
                  { label: "Move down", disabled: index === list.length - 1, run: () => move(index, index + 1) },
                  {
                    label: "Duplicate",
                    disabled: list.length >= max,
                    run: () => {
                      onChange([...list.slice(0, index + 1), structuredClone(item), ...list.slice(index + 1)]);
                      focusWhenDrawn(menuId(index + 1));
                    },
                  },
                  {
                    label: "Remove",
                    run: () => {
                      onChange(list.filter((_, at) => at !== index));
                      // The item that takes its place, else the list's add button.
                      focusWhenDrawn(index < list.length - 1 ? menuId(index) : `${id}-add`);
                    },
                  },
                ]}
              />
            );
            return (
              <SortableItem key={index} index={index} name={name} onKeyDown={onKeyDown(index)}>
                {(handle) => (
                  <Field
                    node={itemNode}
                    name={index}
                    label={`${label}: ${name}`}
                    value={item}
                    pointer={itemPointer}
                    itemButtons={
                      <>
                        {handle}
                        {menu}
                      </>
                    }
                    onChange={(next) => latest.current.onChange(withItem(latest.current.list, index, next))}
                  />
                )}
              </SortableItem>
            );
          })}
        </SortableItems>
      )}
      {itemNode && (
        <button id={`${id}-add`} type="button" css={smallButton} disabled={list.length >= max} onClick={() => onChange([...list, defaultFor(itemNode)])}>
          Add to {label.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}
