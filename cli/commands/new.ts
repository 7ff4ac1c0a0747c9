// `pages new destination|area|origin <name>`: adds a family entry to pages.json with edits (the rest of
// the file keeps its formatting and order), validated with the same module as `pages validate` before
// anything is written, and says which fields still hold placeholder text.
import { writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { createInterface } from "node:readline/promises";
import { validateFile, nodeValidation } from "../../runtime/server/index.ts";
import { validateText, formatProblems, plural, englishOf, languageName, languagesOf, type Language } from "../../runtime/foundation/content/index.ts";
import { addEntry, exampleList, kindSpecs, splitList, type EntryKind, type NewEntryInput } from "../../runtime/foundation/content/index.ts";

export interface NewCommandOptions {
  file: string;
  slug?: string;
  areas?: string;
  neighbourhoods?: string;
  phone?: string;
  province?: string;
  /** The name in other languages, each as code=name (ur=مردان). */
  in?: string[];
  /** The neighbourhoods in other languages, each as code=list, in the order of --areas. */
  areasIn?: string[];
}

/** The words given with --in and --areas-in, by language, or why they cannot be used. */
function translationsOf(options: NewCommandOptions, languages: readonly Language[]): NewEntryInput["translations"] | string {
  const others = languages.slice(1).map((language) => language.code);
  const translations: Record<string, { name?: string; list?: string[] }> = {};
  const given = [
    ...(options.in ?? []).map((value) => ({ option: "--in", value, list: false })),
    ...(options.areasIn ?? []).map((value) => ({ option: "--areas-in", value, list: true })),
  ];
  for (const { option, value, list } of given) {
    const split = value.indexOf("=");
    const code = value.slice(0, split).trim();
    const words = value.slice(split + 1);
    if (split < 1) return `Write ${option} as a language's code, =, then the words: for example ${option} "${others[0] ?? "ur"}=${list ? "..." : "مردان"}".`;
    if (!others.includes(code)) {
      return others.length === 0
        ? `${option} ${code}=...: this site is in English only, so there is nothing to translate into.`
        : `${option} ${code}=...: the site has no language "${code}". Its other languages are: ${others.map((other) => `${other} (${languageName(other)})`).join(", ")}.`;
    }
    const entry = (translations[code] ??= {});
    if (list) entry.list = splitList(words);
    else entry.name = words;
  }
  return translations;
}

/** Where the questions are asked; the tests replace it. */
export interface Terminal {
  isTTY: boolean;
  ask(question: string): Promise<string>;
}

const processTerminal: Terminal = {
  get isTTY() {
    return Boolean(process.stdin.isTTY);
  },
  async ask(question) {
    const readline = createInterface({ input: process.stdin, output: process.stdout });
    try {
      return await readline.question(question);
    } finally {
      readline.close();
    }
  },
};

export async function newCommand(kind: EntryKind, name: string, options: NewCommandOptions, terminal: Terminal = processTerminal): Promise<number> {
  const spec = kindSpecs[kind];
  const file = options.file;

  // The file as it is must be valid first, so the only problems reported later are the new entry's.
  const before = await validateFile(file);
  if (before.status !== "valid") {
    console.error(formatProblems(before.problems, "stylish", before.more));
    console.error(`\nNothing was added: fix the problems in ${file} first (see \`pages validate ${file}\`).`);
    return before.status === "invalid" ? 1 : 2;
  }

  let list: string[] | undefined;
  if (spec.list) {
    const given = kind === "area" ? (options.neighbourhoods ?? options.areas) : options.areas;
    if (given !== undefined) {
      list = splitList(given);
    } else if (terminal.isTTY) {
      list = splitList(await terminal.ask(`The ${spec.list.count} neighbourhoods of ${name.trim()}, separated by commas: `));
    } else {
      console.error(
        `Give the ${spec.list.count} neighbourhoods with ${spec.list.option} "${exampleList(spec.list.count)}": this terminal cannot ask for them.`,
      );
      return 1;
    }
  }

  const translations = translationsOf(options, languagesOf(before.data));
  if (typeof translations === "string") {
    console.error(translations);
    return 1;
  }

  // The text that was checked (as UTF-8, without a byte-order mark), not the file read again.
  const added = addEntry(before.source.text, {
    kind,
    name,
    slug: options.slug,
    list,
    phone: options.phone,
    province: options.province,
    translations,
  });
  if (!added.ok) {
    console.error(added.message);
    return 1;
  }

  const result = validateText(added.text, file, nodeValidation({ publicDir: join(dirname(resolve(file)), "public") }));
  if (result.status !== "valid") {
    console.error(formatProblems(result.problems, "stylish", result.more));
    console.error(`\nNothing was written: the new ${kind} would leave ${plural(result.problems.length, "problem")} in ${file}.`);
    return 1;
  }

  await writeFile(resolve(file), added.text);
  console.log(`Added the ${kind} ${englishOf(added.entry[spec.nameField])} to ${file}.`);
  console.log(`New page: ${added.route}`);
  if (added.placeholders.length > 0) {
    console.log(`\nStill placeholder text, replace it before publishing:`);
    for (const placeholder of added.placeholders) {
      console.log(`  ${placeholder.pointer}  ${JSON.stringify(placeholder.value)}  (${placeholder.why})`);
    }
  }
  const untranslated = languagesOf(before.data)
    .slice(1)
    .filter((language) => !translations?.[language.code]?.name);
  if (untranslated.length > 0) {
    const names = untranslated.map((language) => languageName(language.code)).join(" and ");
    const example = untranslated.map((language) => `--in ${language.code}=...`).join(" ");
    console.log(`\nNo ${names} given: those pages show the new ${kind}'s words in English until they are translated (${example}, or \`pages edit\`).`);
  }
  console.log(`\nThen check the wording with \`pages lint ${file}\`.`);
  return 0;
}
