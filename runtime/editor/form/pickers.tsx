// Controls for the values a plain text box would invite mistakes in: an icon (a searchable list of
// the icons the schema allows, each drawn), a picture (the files of public/, with thumbnails), an
// address on the site (the routes, offered as you type), and a family template's text, where
// typing `{` offers the entry's fields.
import { createElement, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import type { IconName } from "../../../schema/index.ts";
import { iconSet } from "../../data/index.ts";
import { useFormContext } from "./context.ts";
import { inputStyle, listboxStyle } from "./styles.ts";
import { editorBase } from "../editor-base.ts";

interface ControlProps {
  id: string;
  value: string;
  onChange: (next: string) => void;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/** A listbox the arrow keys move in and Enter chooses from; the input keeps the focus (a combobox). */
function useActive(count: number, choose: (index: number) => void) {
  const [active, setActive] = useState(-1);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setActive((current) => (current + (event.key === "ArrowDown" ? 1 : count - 1)) % count);
    } else if ((event.key === "Enter" || event.key === "Tab") && active >= 0 && active < count) {
      event.preventDefault();
      choose(active);
      setActive(-1);
    } else if (event.key === "Escape") {
      setActive(-1);
    }
  };
  return { active, setActive, onKeyDown };
}

/** The id of a listbox's option, what the combobox's aria-activedescendant names. */
const optionId = (listId: string, index: number) => `${listId}-${index}`;

interface ListboxProps {
  id: string;
  label: string;
  items: readonly string[];
  /** The option the arrow keys are on, -1 for none. */
  active: number;
  selected: (item: string, index: number) => boolean;
  onChoose: (item: string) => void;
  children: (item: string) => ReactNode;
}

/** The options of a combobox (its input keeps the focus): chosen with a click, or with Enter on the active one. */
function Listbox({ id, label, items, active, selected, onChoose, children }: ListboxProps) {
  return (
    <ul id={id} role="listbox" aria-label={label} css={listboxStyle}>
      {items.map((item, index) => (
        <li
          key={item}
          id={optionId(id, index)}
          role="option"
          aria-selected={selected(item, index)}
          className={index === active ? "active" : undefined}
          onClick={() => onChoose(item)}
        >
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

export function IconPicker({ label, options, ...props }: ControlProps & { label: string; options: readonly string[] }) {
  const [query, setQuery] = useState("");
  const listId = useId();
  const shown = options.filter((name) => name.includes(query.trim().toLowerCase()));
  const { active, onKeyDown } = useActive(shown.length, (index) => props.onChange(shown[index]!));
  return (
    <div>
      <input
        id={props.id}
        css={inputStyle}
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? optionId(listId, active) : undefined}
        aria-invalid={props["aria-invalid"]}
        aria-describedby={props["aria-describedby"]}
        placeholder={`Search icons (now: ${props.value || "none"})`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Listbox id={listId} label={`${label}: icons`} items={shown} active={active} selected={(name) => name === props.value} onChoose={props.onChange}>
        {(name) => (
          <>
            {createElement(iconSet[name as IconName], { size: 18, "aria-hidden": true })}
            {name}
          </>
        )}
      </Listbox>
    </div>
  );
}

const isPicture = (path: string) => /\.(svg|png|jpe?g|webp|avif)$/i.test(path);

export function PicturePicker({ label, ...props }: ControlProps & { label: string }) {
  const context = useFormContext();
  const listId = useId();
  const [open, setOpen] = useState(false);
  // Every picture when the list opens; as you type, the ones whose path has what you typed.
  const [typed, setTyped] = useState(false);
  const pictures = context.publicFiles.filter(isPicture);
  const shown = typed ? pictures.filter((path) => path.toLowerCase().includes(props.value.toLowerCase())) : pictures;
  const url = context.publicUrl ?? ((path: string) => `${editorBase}public${path}`);
  const { active, onKeyDown } = useActive(shown.length, (index) => {
    props.onChange(shown[index]!);
    setOpen(false);
  });
  return (
    <div>
      <div css={{ display: "flex", gap: 8, alignItems: "center" }}>
        {props.value && pictures.includes(props.value) ? <img src={url(props.value)} alt="" width={48} height={48} css={{ objectFit: "contain" }} /> : null}
        <input
          id={props.id}
          css={inputStyle}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(listId, active) : undefined}
          aria-invalid={props["aria-invalid"]}
          aria-describedby={props["aria-describedby"]}
          value={props.value}
          onFocus={() => {
            setOpen(true);
            setTyped(false);
          }}
          onChange={(event) => {
            props.onChange(event.target.value);
            setOpen(true);
            setTyped(true);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      {open && (
        <Listbox
          id={listId}
          label={`${label}: pictures in public/`}
          items={shown.slice(0, 60)}
          active={active}
          selected={(path) => path === props.value}
          onChoose={(path) => {
            props.onChange(path);
            setOpen(false);
          }}
        >
          {(path) => (
            <>
              <img src={url(path)} alt="" width={40} height={40} loading="lazy" css={{ objectFit: "contain" }} />
              {path.split("/").pop()}
            </>
          )}
        </Listbox>
      )}
    </div>
  );
}

/** Routes offered at once: the browser's list is for choosing, not for scrolling through 10,000. */
const ROUTES_OFFERED = 50;

/**
 * An address: while the box has the focus, the site's routes that contain what is typed are offered
 * (the browser's own suggestion list), any other address still allowed.
 */
export function LinkInput(props: ControlProps) {
  const { routes } = useFormContext();
  const listId = useId();
  const [editing, setEditing] = useState(false);
  const typed = props.value.trim().toLowerCase();
  const offered = editing
    ? routes()
        .filter((route) => route.includes(typed))
        .slice(0, ROUTES_OFFERED)
    : [];
  return (
    <>
      <input
        {...props}
        css={inputStyle}
        list={listId}
        onFocus={() => setEditing(true)}
        onBlur={() => setEditing(false)}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <datalist id={listId}>
        {offered.map((route) => (
          <option key={route} value={route} />
        ))}
      </datalist>
    </>
  );
}

/** Text; in a family template, typing `{` offers the entry's fields, inserted whole with Enter or Tab. */
/**
 * A text box that grows with its words. It is one element for the whole life of the field, a
 * textarea however long its text: a control swapped for another as the text grows or shrinks takes
 * the focus, the selection and an input method's composition (an Urdu keyboard's) with it, and every
 * key after the swap is lost. No text of the site holds a line break, so Enter adds none (it still
 * chooses an entry field from the list), and a pasted line break becomes a space. Browsers with `field-sizing` size it by its content; the
 * others get its height measured after each change.
 */
export function TextInput(props: ControlProps) {
  const { entryFields } = useFormContext();
  const listId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const open = entryFields !== null && /\{\w*$/.test(props.value);
  const typed = /\{(\w*)$/.exec(props.value)?.[1] ?? "";
  const shown = open ? entryFields.filter((field) => field.startsWith(typed)) : [];
  const insert = (field: string) => props.onChange(props.value.replace(/\{\w*$/, `{${field}}`));
  const { active, onKeyDown } = useActive(shown.length, (index) => insert(shown[index]!));
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || sizesItself()) return;
    element.style.height = "auto";
    // Not laid out (a hidden tab): measured again at its next change.
    if (element.scrollHeight === 0) return;
    element.style.height = `${element.scrollHeight + element.offsetHeight - element.clientHeight}px`;
  }, [props.value]);
  return (
    <>
      <textarea
        {...props}
        ref={box}
        rows={1}
        css={[inputStyle, growingStyle]}
        role={entryFields !== null ? "combobox" : undefined}
        aria-expanded={entryFields !== null ? shown.length > 0 : undefined}
        aria-controls={entryFields !== null ? listId : undefined}
        aria-autocomplete={entryFields !== null ? "list" : undefined}
        aria-activedescendant={active >= 0 && shown.length > 0 ? optionId(listId, active) : undefined}
        onKeyDown={(event) => {
          onKeyDown(event);
          if (event.key === "Enter" && !event.defaultPrevented) event.preventDefault();
        }}
        onChange={(event) => props.onChange(oneLine(event.target))}
      />
      {shown.length > 0 && (
        <Listbox id={listId} label="Entry fields" items={shown} active={active} selected={(_, index) => index === active} onChoose={insert}>
          {(field) => `{${field}}`}
        </Listbox>
      )}
    </>
  );
}

const lineBreaks = /\r\n|[\r\n]/g;

/**
 * The box's text with each line break (a pasted paragraph's) made a space. The box is given it at
 * once, the caret where it was: a value that differs from the box's own would be set by React after
 * the change, and the caret would jump to the end.
 */
function oneLine(box: HTMLTextAreaElement): string {
  const text = box.value.replace(lineBreaks, " ");
  if (text === box.value) return text;
  const caret = box.value.slice(0, box.selectionEnd).replace(lineBreaks, " ").length;
  box.value = text;
  box.setSelectionRange(caret, caret);
  return text;
}

/** Whether the browser sizes a textarea by its content (`field-sizing`, Chromium 123 and later). */
function sizesItself(): boolean {
  return typeof CSS !== "undefined" && typeof CSS.supports === "function" && CSS.supports("field-sizing", "content");
}

const growingStyle = { fieldSizing: "content", resize: "none", overflow: "hidden", display: "block" } as const;
