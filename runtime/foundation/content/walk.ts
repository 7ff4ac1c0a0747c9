// Visits every string in a JSON value with its pointer and the property it belongs to.
import { escapePointer } from "./source.ts";

export type StringVisitor = (text: string, pointer: string, key: string | number) => void;

export function walkStrings(value: unknown, pointer: string, visit: StringVisitor, key: string | number = ""): void {
  if (typeof value === "string") {
    visit(value, pointer, key);
    return;
  }
  if (value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => walkStrings(item, `${pointer}/${index}`, visit, Array.isArray(value) ? key : index));
    return;
  }
  for (const [childKey, item] of Object.entries(value)) walkStrings(item, `${pointer}/${escapePointer(childKey)}`, visit, childKey);
}
