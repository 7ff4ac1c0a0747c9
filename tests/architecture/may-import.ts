// The may-import table of docs/architecture.md ("The folders"), read as the rule that
// architecture.test.ts enforces, so the table and the check cannot drift apart. Each row names a
// folder (or a file) in backticks in its first column and, in its last, what the files in it may
// import, each in backticks ("nothing" when there is none):
//   `x/`      everything under the folder x/
//   `x/y.ts`  that one file
//   `*`       in a path, any part of one folder's or file's name: `x/*` is the files directly in
//             x/ (not those of its subfolders), `blocks/*/*.json` a JSON file in each block's folder
// A file belongs to the most particular row that names it, and may always import its own row.

export interface MayImportRow {
  folder: string;
  mayImport: string[];
}

export function mayImportTable(markdown: string): MayImportRow[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith("The folders\n"));
  if (!section) throw new Error('docs/architecture.md has no "## The folders" section with the may-import table.');
  return section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) => {
      const cells = line.split("|").slice(1, -1);
      return { folder: /`([^`]+)`/.exec(cells[0]!)![1]!, mayImport: [...cells[cells.length - 1]!.matchAll(/`([^`]+)`/g)].map((match) => match[1]!) };
    });
}

/** Whether an entry of the table (a folder, a file, or a path with `*`) names the path. */
export function names(entry: string, path: string): boolean {
  if (entry.endsWith("/")) return path.startsWith(entry);
  const pattern = entry.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${pattern.join("[^/]*")}$`).test(path);
}

/** The row a file belongs to: the most particular one that names it. */
export function rowOf(table: readonly MayImportRow[], path: string): MayImportRow | undefined {
  return table.filter((row) => names(row.folder, path)).sort((a, b) => b.folder.length - a.folder.length)[0];
}
