// The may-import table of docs/architecture.md ("The folders"), read as the rule that
// architecture.test.ts enforces, so the table and the check cannot drift apart. Each row names a
// folder (or a file) in backticks in its first column and, in its last, what the files in it may
// import, each in backticks ("nothing" when there is none):
//   `x/`      everything under the folder x/
//   `x/*`     the files directly in x/, not those of its subfolders
//   `x/y.ts`  that one file
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

/** Whether an entry of the table (a folder, a folder's own files, or a file) names the path. */
export function names(entry: string, path: string): boolean {
  if (entry.endsWith("/*")) return path.startsWith(entry.slice(0, -1)) && !path.slice(entry.length - 1).includes("/");
  return entry.endsWith("/") ? path.startsWith(entry) : path === entry;
}

/** The row a file belongs to: the most particular one that names it. */
export function rowOf(table: readonly MayImportRow[], path: string): MayImportRow | undefined {
  return table.filter((row) => names(row.folder, path)).sort((a, b) => b.folder.length - a.folder.length)[0];
}
