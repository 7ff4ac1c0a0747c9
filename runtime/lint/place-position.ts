// line:column of places in pages.json. The value offsets of every pointer a run needs are found in
// one pass over the text; a place is then turned into its position by a plain lookup. Inside a text
// the column counts the characters as written in the file, escapes such as \" or \u00e9 included.
import type { Position, SourceText } from "../foundation/content/index.ts";
import { pointerOffsets } from "./pointer-offsets.ts";
import type { TextPlace } from "./types.ts";

export type PlaceLocator = (place: TextPlace) => Position;

/** A function from each place whose pointer is in `pointers` to its line:column. */
export function placeLocator(source: SourceText, pointers: Iterable<string>): PlaceLocator {
  const offsets = pointerOffsets(source.text, pointers);
  const text = source.text;
  return (place) => {
    let offset = offsets.get(place.pointer) ?? 0;
    if (place.offset !== undefined && text[offset] === '"') {
      offset++;
      for (let decoded = 0; decoded < place.offset && offset < text.length; decoded++) {
        offset += text[offset] === "\\" ? (text[offset + 1] === "u" ? 6 : 2) : 1;
      }
    }
    return source.positionAt(offset);
  };
}
