// Where a problem is, in the words of the editor's screens: the outline's name for what holds it
// and the schema's title of its field ("Karachi, Name"), never a line and column of the file (the
// commands keep those).
import { childNode, nodeAt, pointerSegments, valueAt } from "../foundation/content/index.ts";
import { itemFor, type OutlineItem } from "./outline.ts";

const encode = (segment: string | number) => String(segment).replace(/~/g, "~0").replace(/\//g, "~1");

/** The schema's title of the field a pointer ends in (its nearest named field for an item of a list). */
export function fieldTitle(pointer: string, document: unknown): string | null {
  const segments = pointerSegments(pointer);
  for (let index = segments.length - 1; index >= 0; index--) {
    const key = segments[index]!;
    if (typeof key !== "string") continue;
    const parentPointer = segments
      .slice(0, index)
      .map((segment) => `/${encode(segment)}`)
      .join("");
    const parent = nodeAt(parentPointer, document);
    const child = parent && childNode(parent, key, valueAt(document, parentPointer));
    const title = child?.schema.title;
    // A language of a translated text ("en") has no title of its own: the text's is named.
    if (typeof title === "string") return title;
  }
  return null;
}

export function placeInWords(pointer: string, document: unknown, outline: readonly OutlineItem[]): string {
  const item = itemFor(outline, pointer);
  const field = item && item.pointer === pointer ? null : fieldTitle(pointer, document);
  return [item?.label ?? "The site", field].filter(Boolean).join(", ");
}
