// The shipped pages.json as each older form of the file wrote it, and what `pages migrate` makes of
// it, for the tests of the form (runtime/foundation/content/format-version.ts) and of the command.
// Each form is the one after it without what that form added.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { provinceValues } from "../../schema/index.ts";

/** The shipped file's text, in the current form (4). */
export const shippedText = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "..", "..", "pages.json"), "utf8");

/** The words of the picture grid's pause button in the shipped file, which form 4 added. */
const pauseLabel = /,\n {10}"pauseLabel": \{[\s\S]*?\n {10}\}/;
/** The provinces' names among the shipped labels, the last of them, which form 3 added. */
const provinceNames = /,\n {4}"provinces": \{[\s\S]*?\n {4}\}(?=\n {2}\})/;

/** The file without its version at the end, as a file written before versions (or by hand) has it. */
export const unnumbered = (text: string): string => text.replace(/,\n {2}"version": \d+\n\}\n$/, "\n}\n");

/** The shipped file as form 3 wrote it: a picture grid without a pause button. */
export const formThree = shippedText.replace(pauseLabel, "").replace('"version": 4', '"version": 3');
/** As form 2 wrote it: no provinces' names either. */
export const formTwo = formThree.replace(provinceNames, "").replace('"version": 3', '"version": 2');
/** As form 1 wrote it: one fingerprint a translation, and no version. */
export const formOne = unnumbered(formTwo.replace(/"translatedFrom": \{ "ur": ("[0-9a-f]{8}") \}/g, '"translatedFrom": $1'));

/** What migrating form 3 gives: the shipped file, the grid's pause button in English on the line its label ends. */
export const migratedFormThree = shippedText.replace(pauseLabel, ', "pauseLabel": "Pause the pictures"');
/** What migrating an older form gives: that, and the provinces' names in English on the last label's line. */
export const migratedOlder = migratedFormThree.replace(
  provinceNames,
  `, "provinces": { ${provinceValues.map((value) => `"${value}": "${value}"`).join(", ")} }`,
);
