// pages.json as text, with line:column positions for JSON pointers, computed only when needed.
import { parseTree, type Node } from "jsonc-parser";

export interface Position {
  line: number;
  column: number;
}

/** A name as a JSON pointer writes it: ~ as ~0, / as ~1. */
export function escapePointer(key: string): string {
  return key.includes("~") || key.includes("/") ? key.replaceAll("~", "~0").replaceAll("/", "~1") : key;
}

export function pointerSegments(pointer: string): (string | number)[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
    .map((part) => (/^(0|[1-9][0-9]*)$/.test(part) ? Number(part) : part));
}

export class SourceText {
  /** The file name as messages show it, for example pages.json. */
  readonly name: string;
  readonly text: string;
  private lineStarts: number[] | null = null;
  private tree: Node | undefined | null = null;

  constructor(name: string, text: string) {
    this.name = name;
    this.text = text;
  }

  positionAt(offset: number): Position {
    const starts = (this.lineStarts ??= computeLineStarts(this.text));
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (starts[low] as number) + 1 };
  }

  /** Where the value at pointer starts, or its property name with `key`; the closest existing parent otherwise. */
  locate(pointer: string, options: { key?: boolean } = {}): Position {
    if (this.tree === null) this.tree = parseTree(this.text, [], { allowTrailingComma: true });
    if (!this.tree) return { line: 1, column: 1 };
    const path = pointerSegments(pointer);
    let node = this.tree;
    let depth = 0;
    for (const segment of path) {
      const child = childAt(node, segment);
      if (!child) break;
      node = child;
      depth++;
    }
    const keyNode = node.parent?.type === "property" ? node.parent.children?.[0] : undefined;
    const target = options.key && depth === path.length && keyNode ? keyNode : node;
    return this.positionAt(target.offset);
  }
}

/**
 * The value at one step of a pointer. A name written twice in a group is the last one, the one
 * JSON.parse keeps and the checks saw (jsonc-parser's own lookup would find the first).
 */
function childAt(node: Node, segment: string | number): Node | undefined {
  if (node.type === "array") return typeof segment === "number" ? node.children?.[segment] : undefined;
  if (node.type !== "object") return undefined;
  const properties = node.children ?? [];
  for (let index = properties.length - 1; index >= 0; index--) {
    const [name, value] = properties[index]?.children ?? [];
    if (name?.value === String(segment)) return value;
  }
  return undefined;
}

function computeLineStarts(text: string): number[] {
  const starts = [0];
  for (let index = 0; index < text.length; index++) {
    if (text.charCodeAt(index) === 10) starts.push(index + 1);
  }
  return starts;
}
