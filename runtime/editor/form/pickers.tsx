// Controls for the values a plain text box would invite mistakes in: an icon (a searchable list of
// the icons the schema allows, each drawn), a picture (the files of public/, with thumbnails, or a
// photo uploaded from the computer or phone into public/images/), an
// address on the site (the routes, offered as you type), and a family template's text, where
// typing `{` offers the entry's fields.
import { createElement, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import type { IconName } from "../../../schema/index.ts";
import { iconSet } from "../../data/index.ts";
import { MAX_PICTURE_UPLOAD_BYTES, pictureUploadRefusals } from "../../foundation/wire/index.ts";
import { useFormContext, type PictureUpload } from "./context.ts";
import { helpStyle, inputStyle, listboxStyle, problemStyle, smallButton } from "./styles.ts";
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
      {context.uploadPicture ? <UploadPhoto label={label} upload={context.uploadPicture} onUploaded={props.onChange} /> : null}
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

type UploadState = { status: "idle" } | { status: "sending"; name: string } | { status: "done"; path: string } | { status: "refused"; error: string };

/**
 * "Upload a photo": a button that opens the computer's or phone's file chooser (the file input
 * itself stays hidden: its own look names no photo and cannot be styled); the photo chosen goes to
 * the editor's server, which checks and stores it in public/images/ and names it, and that name
 * becomes the field's value.
 */
function UploadPhoto({ label, upload, onUploaded }: { label: string; upload: PictureUpload; onUploaded: (path: string) => void }) {
  const chooser = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const [state, setState] = useState<UploadState>({ status: "idle" });
  const send = async (file: File) => {
    // Refused here too, so 40 MB are not sent only to be refused.
    if (file.size > MAX_PICTURE_UPLOAD_BYTES) return setState({ status: "refused", error: pictureUploadRefusals.tooLarge });
    setState({ status: "sending", name: file.name });
    const answer = await upload(file).catch(() => ({ error: "The photo could not be sent: the editor's server did not answer. Try again." }));
    if ("error" in answer) return setState({ status: "refused", error: answer.error });
    setState({ status: "done", path: answer.path });
    onUploaded(answer.path);
  };
  return (
    <div css={{ display: "grid", gap: 4, marginTop: 6 }}>
      <div>
        <button type="button" css={smallButton} disabled={state.status === "sending"} aria-describedby={statusId} onClick={() => chooser.current?.click()}>
          Upload a photo
        </button>
        <input
          ref={chooser}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-label={`${label}: photo to upload`}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void send(file);
          }}
        />
      </div>
      <p id={statusId} role={state.status === "refused" ? "alert" : "status"} css={state.status === "refused" ? problemStyle : helpStyle}>
        {state.status === "sending"
          ? `Uploading ${state.name}…`
          : state.status === "done"
            ? `Uploaded as ${state.path} and chosen here. Save to keep it.`
            : state.status === "refused"
              ? state.error
              : "A JPEG, PNG or WebP photo of at most 10 MB. Where it was taken and the camera's details are removed."}
      </p>
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
