// line:column of places in pages.json, all found in one pass over the text. Inside a text the
// column counts the characters as written in the file, escapes such as \" or \u00e9 included.
import type { Position, SourceText } from "../content/source.ts";
import { pointerOffsets } from "./pointer-offsets.ts";
import type { Place } from "./types.ts";

export function placePositions(source: SourceText, places: readonly Place[]): Position[] {
  const offsets = pointerOffsets(source.text, places.map((place) => place.pointer));
  const text = source.text;
  return places.map((place) => {
    let offset = offsets.get(place.pointer) ?? 0;
    if (place.offset !== undefined && text[offset] === '"') {
      offset++;
      for (let decoded = 0; decoded < place.offset && offset < text.length; decoded++) {
        offset += text[offset] === "\\" ? (text[offset + 1] === "u" ? 6 : 2) : 1;
      }
    }
    return source.positionAt(offset);
  });
}
