// `pages build [file]`: the static site in dist/. Exit 0 built, 1 problems in the file, 2 when it is
// unreadable or not JSON (as validate), or when the output folder would hold the project.
import { existsSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { projectRoot, validateFile } from "../../runtime/server/index.ts";
import { formatProblems } from "../../runtime/foundation/content/index.ts";
import { inputsHash } from "../build/freshness.ts";

/** The output folder is emptied of what a build does not write: never the project, nor a folder holding it. */
function holdsProject(dist: string): boolean {
  const path = relative(dist, projectRoot);
  return !(path === ".." || path.startsWith(`..${sep}`) || isAbsolute(path));
}

export async function buildCommand(file: string, options: { outDir?: string }): Promise<number> {
  const dist = resolve(options.outDir ?? join(projectRoot, "dist"));
  if (holdsProject(dist)) {
    console.error(`${dist} holds the project itself: a build removes whatever it did not write there. Choose another --out-dir.`);
    return 2;
  }
  // Before the file is read, so a change made while the build runs makes the next freshness check
  // fail. A file that cannot be read is validate's to report.
  let inputs: string | undefined;
  try {
    inputs = inputsHash(projectRoot, file);
  } catch {
    inputs = undefined;
  }
  // With the output folder, which the build empties of what it does not write: a lead store there
  // would be removed, or else published.
  const result = await validateFile(file, { outDir: dist });
  if (result.status !== "valid") {
    console.error(formatProblems(result.problems, "stylish", result.more));
    console.error(`\nNothing was built: fix the problems in ${file} first.`);
    return result.status === "invalid" ? 1 : 2;
  }
  // The prerender is a production render: React's development build renders the same HTML at a
  // third of the speed. Set before React is first loaded, which the build's modules do.
  process.env.NODE_ENV = "production";
  const { buildSite } = await import("../build/build-site.ts");
  // The public/ beside the file, whose pictures validate has just found (a copy of pages.json elsewhere, with its own photos).
  const publicDir = join(dirname(resolve(file)), "public");
  const report = await buildSite(result.editions, { dist, inputs, pagesFile: file, ...(existsSync(publicDir) && { publicDir }) });
  for (const link of report.skipped) {
    console.warn(`${link.path} was not copied into the site: ${link.reason}.`);
  }
  console.log(
    `Built ${report.pages} pages into ${options.outDir ?? "dist/"} in ${(report.ms / 1000).toFixed(1)} s. ` +
      `${report.written} of ${report.files} files written (the others were unchanged), ${report.removed} removed.` +
      (report.threads > 1 ? ` The languages rendered side by side, on ${report.threads} threads.` : "") +
      (report.bundles === "cached" ? " The browser bundle and the prerender code were those of an earlier build of the same sources." : "") +
      (report.photos.made + report.photos.cached > 0
        ? ` Photos shown in their sizes: ${report.photos.made} made, ${report.photos.cached} from the cache.`
        : ""),
  );
  return 0;
}
