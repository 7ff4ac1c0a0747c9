// `pages routes [file] [--json]`: every concrete route after family expansion.
import { routeTable, formatProblems } from "../../runtime/foundation/content/index.ts";
import { validateFile } from "../../runtime/server/validate-file.ts";

export interface RoutesCommandOptions {
  json: boolean;
}

export async function routesCommand(file: string, options: RoutesCommandOptions): Promise<number> {
  const result = await validateFile(file);
  if (result.status !== "valid") {
    console.error(formatProblems(result.problems, "stylish", result.more));
    console.error(`\n${file} has problems: fix them with the help of \`pages validate\`, then list the routes again.`);
    return result.status === "invalid" ? 1 : 2;
  }
  const routes = routeTable(result.data).map(({ source: _source, ...route }) => route);
  if (options.json) {
    console.log(JSON.stringify(routes, null, 2));
    return 0;
  }
  const width = Math.max(...routes.map((route) => route.path.length));
  const familyWidth = Math.max(...routes.map((route) => route.family.length));
  for (const route of routes) {
    const target = route.aliasOf ? `  alias of ${route.aliasOf}` : "";
    console.log(`${route.path.padEnd(width)}  ${route.family.padEnd(familyWidth)}  ${route.canonical ?? "(no canonical)"}${target}`);
  }
  console.log(`\n${routes.length} routes.`);
  return 0;
}
