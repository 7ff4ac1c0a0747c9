// `pages migrate [file]`: brings a pages.json written for an older version of pages to the form this
// one reads (runtime/foundation/content/format-version.ts), changing only what the new form needs,
// then checks the result as `pages validate` would.
import { writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { nodeValidation, validateFile } from "../../runtime/server/index.ts";
import { formatProblems, migrateText, plural, validateText } from "../../runtime/foundation/content/index.ts";

export async function migrateCommand(file: string): Promise<number> {
  const before = await validateFile(file);
  if (before.status === "unreadable" || before.status === "invalid-json") {
    console.error(formatProblems(before.problems, "stylish", before.more));
    console.error(`\nNothing was changed: ${file} must be readable JSON before it can be brought up to date.`);
    return 2;
  }
  const migrated = migrateText(before.source.text, before.data);
  if (migrated.status === "current") {
    console.log(`${file} is already in the current form (${migrated.form}): nothing to change.`);
    return 0;
  }
  if (migrated.status === "newer") {
    console.error(`${file} is written for a newer version of pages (form ${migrated.form}): update pages (npm install), not the file.`);
    return 1;
  }
  await writeFile(resolve(file), migrated.text);
  console.log(`Brought ${file} from form ${migrated.from} to form ${migrated.to}:`);
  for (const change of migrated.changes) console.log(`  - ${change}`);
  const after = validateText(migrated.text, file, nodeValidation({ publicDir: join(dirname(resolve(file)), "public") }));
  if (after.status === "valid") {
    console.log(`\n${file} is valid.`);
    return 0;
  }
  console.error(`\n${formatProblems(after.problems, "stylish", after.more)}`);
  console.error(`\n${file} still has ${plural(after.problems.length, "problem")} that are not about its form: fix them as \`pages validate\` says.`);
  return 1;
}
