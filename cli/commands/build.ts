// `pages build [file]`: the static site in dist/. Exit 0 built, 1 problems in the file, 2 when it is
// unreadable or not JSON (as validate).
import { validateFile } from "../../runtime/server/index.ts";
import { buildSite } from "../build/build-site.ts";
import { formatProblems } from "../../runtime/content/index.ts";

export async function buildCommand(file: string, options: { outDir?: string }): Promise<number> {
  const result = await validateFile(file);
  if (result.status !== "valid") {
    console.error(formatProblems(result.problems, "stylish", result.more));
    console.error(`\nNothing was built: fix the problems in ${file} first.`);
    return result.status === "invalid" ? 1 : 2;
  }
  const report = await buildSite(result.site, options.outDir);
  console.log(`Built ${report.pages} pages into ${options.outDir ?? "dist/"} in ${(report.ms / 1000).toFixed(1)} s.`);
  return 0;
}
