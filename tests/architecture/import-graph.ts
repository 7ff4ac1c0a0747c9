// The project's import graph, read with TypeScript's own parser: every static import and export
// ... from, every dynamic import() with a string and every typeof import("..."), of the source
// files under the code folders.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";

export interface ImportEdge {
  /** The importing file, relative to the project, with / between folders. */
  from: string;
  /** The specifier as written. */
  specifier: string;
  /** The imported file relative to the project, or null for a package or a Node built-in. */
  to: string | null;
  /** Only types are imported: nothing of it is in the compiled code. */
  typeOnly: boolean;
  /** import("..."): loaded when needed, a chunk of its own in the browser build. */
  dynamic: boolean;
}

const sourceFile = /\.(ts|tsx|mts|mjs)$/;

function sourceFiles(root: string, folder: string): string[] {
  const found: string[] = [];
  for (const item of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = `${folder}/${item.name}`;
    if (item.isDirectory()) found.push(...sourceFiles(root, path));
    else if (sourceFile.test(item.name)) found.push(path);
  }
  return found;
}

function toProjectPath(root: string, path: string): string {
  return relative(root, path).split(sep).join("/");
}

/** The imports of one file (a path from the project's folder). */
export function importsOf(root: string, file: string): ImportEdge[] {
  const text = readFileSync(join(root, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edges: ImportEdge[] = [];
  const add = (specifier: string, typeOnly: boolean, dynamic: boolean) => {
    const local = specifier.startsWith(".");
    edges.push({ from: file, specifier, to: local ? toProjectPath(root, resolve(root, dirname(file), specifier)) : null, typeOnly, dynamic });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const onlyTypeNames =
        clause !== undefined &&
        !clause.name &&
        clause.namedBindings !== undefined &&
        ts.isNamedImports(clause.namedBindings) &&
        clause.namedBindings.elements.length > 0 &&
        clause.namedBindings.elements.every((element) => element.isTypeOnly);
      add(node.moduleSpecifier.text, clause?.isTypeOnly === true || onlyTypeNames, false);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node.isTypeOnly, false);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) add(argument.text, false, true);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      // typeof import("..."): a type, as an import type would give it.
      add(node.argument.literal.text, true, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

export function importGraph(root: string, folders: readonly string[]): { files: string[]; edges: ImportEdge[] } {
  const files = folders.flatMap((folder) => sourceFiles(root, folder)).sort();
  return { files, edges: files.flatMap((file) => importsOf(root, file)) };
}

/** The groups of files that import each other in a circle (strongly connected, more than one file). */
export function importCycles(files: readonly string[], edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>(files.map((file) => [file, []]));
  for (const edge of edges) if (edge.to && next.has(edge.to) && edge.to !== edge.from) next.get(edge.from)?.push(edge.to);
  // Tarjan's algorithm, iterative so a long chain cannot overflow the stack.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  for (const start of files) {
    if (index.has(start)) continue;
    const work: { file: string; child: number }[] = [{ file: start, child: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const children = next.get(frame.file)!;
      if (frame.child < children.length) {
        const child = children[frame.child++]!;
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter++);
          stack.push(child);
          onStack.add(child);
          work.push({ file: child, child: 0 });
        } else if (onStack.has(child)) low.set(frame.file, Math.min(low.get(frame.file)!, index.get(child)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(low.get(parent.file)!, low.get(frame.file)!));
      if (low.get(frame.file) === index.get(frame.file)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.file);
        if (group.length > 1) cycles.push(group.sort());
      }
    }
  }
  return cycles;
}
