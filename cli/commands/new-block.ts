// `pages new block <type>`: a new kind of block, as a folder of its own (blocks/<type>/) written from
// cli/scaffold/block-files.ts, then `npm run gen`, so the schema, the types, the registry and the
// editors know it at once.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { projectRoot } from "../../runtime/server/index.ts";
import { BlockFolderError, blockTypePattern } from "../gen/block-names.ts";
import { blockFiles, type ExampleValues } from "../scaffold/block-files.ts";
import type { NewCommandOptions } from "./new.ts";

/** The first picture in public/images/ (else in public/), as the site addresses it. */
function examplePicture(publicDir: string): string {
  const pictures = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : 1))
      .flatMap((item) => (item.isDirectory() ? pictures(join(dir, item.name)) : /\.(svg|png|jpe?g|webp|avif)$/.test(item.name) ? [join(dir, item.name)] : []));
  for (const dir of [join(publicDir, "images"), publicDir]) {
    const found = existsSync(dir) ? pictures(dir)[0] : undefined;
    if (found) return `/${relative(publicDir, found).split(sep).join("/")}`;
  }
  return "/images/picture.svg";
}

/** /contact when the site has it, else its first page. */
function exampleLink(pagesFile: string): string {
  try {
    const routes = (JSON.parse(readFileSync(pagesFile, "utf8")) as { pages?: { route?: unknown }[] }).pages?.map((page) => page.route) ?? [];
    if (routes.includes("/contact")) return "/contact";
    const first = routes.find((route): route is string => typeof route === "string" && !route.includes("*"));
    return first ?? "/";
  } catch {
    return "/";
  }
}

/** Formats a written file as `npm run format` would, when it is a kind Prettier formats here. */
async function formatted(path: string, text: string): Promise<string> {
  if (!/\.(tsx?|json)$/.test(path) || path.endsWith(".schema.json")) return text;
  const prettier = await import("prettier");
  const options = await prettier.resolveConfig(path);
  return prettier.format(text, { ...options, filepath: path });
}

export async function newBlockCommand(type: string, options: NewCommandOptions, root: string = projectRoot): Promise<number> {
  const entryOptions = Object.entries(options)
    // (the repeatable options come as empty lists when not given)
    .filter(([name, value]) => name !== "file" && value !== undefined && !(Array.isArray(value) && value.length === 0))
    .map(([name]) => name);
  if (entryOptions.length > 0) {
    const named = entryOptions.map((name) => `--${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`).join(", ");
    console.error(`${named} ${entryOptions.length === 1 ? "is" : "are"} for a destination, an area or an origin: a new block takes only its type.`);
    return 1;
  }
  if (!blockTypePattern.test(type)) {
    console.error(`"${type}" cannot be a block type: write it in lower case words joined by hyphens, for example photo-card.`);
    return 1;
  }
  const dir = join(root, "blocks", type);
  if (existsSync(dir)) {
    console.error(`There is already a block ${type}: blocks/${type}/. Choose another name, or change that block.`);
    return 1;
  }

  let generate: (projectDir: string) => Promise<string[]>;
  try {
    ({ generate } = await import("../gen-types.ts"));
    await import("prettier");
  } catch {
    console.error("pages new block needs the project's development tools (json-schema-to-typescript, prettier): run npm install first.");
    return 2;
  }

  const values: ExampleValues = { picture: examplePicture(join(root, "public")), link: exampleLink(options.file) };
  const files = blockFiles(type, values);
  mkdirSync(dir, { recursive: true });
  let written: string[];
  try {
    for (const [name, text] of files) writeFileSync(join(dir, name), await formatted(join(dir, name), text));
    written = await generate(root);
  } catch (error) {
    // Half a block would stop the next `npm run gen`: nothing of it is left.
    rmSync(dir, { recursive: true, force: true });
    if (!(error instanceof BlockFolderError)) throw error;
    console.error(`Nothing was added: ${error.message}`);
    return 1;
  }

  console.log(`Added the block ${type} in blocks/${type}/: ${[...files.keys()].join(", ")}.`);
  console.log(`npm run gen wrote ${written.filter((path) => !path.startsWith(`blocks/${type}/`)).join(", ")}.`);
  console.log(`\nIts fields are examples: a title (a text visitors read), a picture in public/ and a link to a page.`);
  console.log(`blocks/${type}/README.md says how to make them the block's own, put it on a page and check it.`);
  console.log(`\nThen check the code: npm run typecheck && npx vitest run blocks/${type}`);
  return 0;
}
