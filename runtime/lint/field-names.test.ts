// What a field is comes from the schema, never from its name: a block whose picture is called `photo`
// and whose link is called `to` is checked, indexed and translated exactly like one whose fields are
// called `picture` and `link`. Both blocks exist only here, in a schema set held in memory.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { JsonSchema } from "../../schema/index.ts";
import { projectRoot } from "../server/project-root.ts";
import { structureFindings } from "../foundation/content/structure-checks.ts";
import { fieldsOfKind, languagesOf, localizeFile, textsToTranslate, type ProjectFiles } from "../foundation/content/index.ts";
import type { PagesFile } from "../../schema/index.ts";
import { buildTextIndex, isProse } from "./text-index.ts";

/** A block with a title, a picture and a link, its properties named as given. */
function trialBlock(type: string, picture: string, link: string): JsonSchema {
  const shared = (name: string) => ({ $ref: `../../schema/defs.schema.json#/$defs/${name}` });
  return {
    title: "TrialBlock",
    description: "A block made for a test.",
    type: "object",
    additionalProperties: false,
    required: ["type"],
    properties: { type: { const: type }, title: shared("text"), [picture]: shared("imagePath"), [link]: shared("internalPath") },
  };
}

vi.mock("../../schema/index.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../schema/index.ts")>();
  const root = structuredClone(real.schemaSet.root) as { $defs: { block: { oneOf: { $ref: string }[] } } };
  const trials: [string, JsonSchema][] = [
    ["trial-named", trialBlock("trial-named", "picture", "link")],
    ["trial-renamed", trialBlock("trial-renamed", "photo", "to")],
  ];
  for (const [type] of trials) root.$defs.block.oneOf.push({ $ref: `../blocks/${type}/${type}.schema.json` });
  return { ...real, schemaSet: { ...real.schemaSet, root, blocks: new Map([...real.schemaSet.blocks, ...trials]) } };
});

const shipped = JSON.parse(readFileSync(join(projectRoot, "pages.json"), "utf8")) as PagesFile;
const project: ProjectFiles = { isMissingPicture: (address) => address === "/images/nowhere.png", publishedStore: () => null };

/** The shipped file with one block on the privacy page, and where that block is. */
function withTrial(block: Record<string, unknown>): { file: PagesFile; at: string } {
  const file = structuredClone(shipped);
  const index = file.pages.findIndex((page) => page.route === "/privacy");
  const blocks = file.pages[index]!.blocks as unknown[];
  blocks.push(block);
  return { file, at: `/pages/${index}/blocks/${blocks.length - 1}` };
}

/**
 * What the checks, the lint's text index, the walker and the translation walk make of a trial block:
 * places from the block, its property names put back to PICTURE and LINK, its type to TYPE.
 */
function readings(type: string, picture: string, link: string) {
  const { file, at } = withTrial({ type, title: "Our warehouse", [picture]: "/images/nowhere.png", [link]: "/no-such-page" });
  const inBlock = (pointer: string) => pointer.startsWith(`${at}/`);
  const named = (pointer: string) => (pointer === `${at}/${picture}` ? "PICTURE" : pointer === `${at}/${link}` ? "LINK" : pointer.slice(at.length + 1));
  const findings = structureFindings(file, project, false)
    .filter((finding) => inBlock(finding.pointer))
    .map((finding) => ({ at: named(finding.pointer), message: finding.message.replace(type, "TYPE") }));
  const [english] = languagesOf(file);
  const texts = buildTextIndex(localizeFile(file, english!), "en")
    .items.filter((item) => inBlock(item.pointer))
    .map((item) => ({ at: named(item.pointer), kind: item.kind, prose: isProse(item) }));
  const kinds = Object.fromEntries(
    (["picture", "link", "text"] as const).map((kind) => [
      kind,
      fieldsOfKind(file, kind)
        .filter((field) => inBlock(field.pointer))
        .map((field) => named(field.pointer)),
    ]),
  );
  const translated = textsToTranslate(file)
    .filter((text) => inBlock(text.pointer))
    .map((text) => named(text.pointer));
  return { findings, texts, kinds, translated };
}

describe("a block's fields are known by their kind, whatever they are called", () => {
  const named = readings("trial-named", "picture", "link");
  const renamed = readings("trial-renamed", "photo", "to");

  it("a block whose fields are named picture and link: its missing picture and broken link found, its title the only prose", () => {
    expect(named).toEqual({
      findings: [
        { at: "LINK", message: "The link to /no-such-page in the TYPE block on page /privacy goes to a page that does not exist." },
        {
          at: "PICTURE",
          message:
            "The picture /images/nowhere.png in the TYPE block on page /privacy is not in the public/ folder: add the file as public/images/nowhere.png, or correct the name.",
        },
      ],
      texts: [
        { at: "type", kind: null, prose: false },
        { at: "title", kind: "text", prose: true },
        { at: "PICTURE", kind: "picture", prose: false },
        { at: "LINK", kind: "link", prose: false },
      ],
      kinds: { picture: ["PICTURE"], link: ["LINK"], text: ["title"] },
      translated: ["title"],
    });
  });

  it("one whose fields are named photo and to: exactly the same", () => {
    expect(renamed).toEqual(named);
  });
});
