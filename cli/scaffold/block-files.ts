// The files `pages new block <type>` writes into blocks/<type>/: a block with three example fields,
// one of each kind a block usually has (a text visitors read, a picture in public/, a page of the
// site), that validates, type-checks, renders and builds as it is, ready to be made into the real one.
import { dirname, relative } from "node:path/posix";
import { schemaPaths } from "../../schema/index.ts";
import { camelName, pascalName } from "../gen/block-names.ts";

/** What the example block shows: a picture that is in public/ and a page that exists. */
export interface ExampleValues {
  picture: string;
  link: string;
}

/**
 * Where a block takes the runtime's pieces from: their own files, not runtime/foundation/index.ts, so that a
 * block loaded lazily brings only what it uses (docs/architecture.md). From the project folder.
 */
const runtimeFiles = {
  surface: "runtime/foundation/index.ts",
  tokens: "runtime/foundation/theme/tokens.ts",
  section: "runtime/foundation/ui/section.tsx",
  smartLink: "runtime/foundation/ui/smart-link.tsx",
  siteContext: "runtime/foundation/site-context.tsx",
  renderBlock: "runtime/testing/render-block.tsx",
};

const fromBlock = (type: string, path: string) => relative(`blocks/${type}`, path);

function schemaFile(type: string): string {
  const defs = (name: string) => `${relative(dirname(schemaPaths.block(type)), schemaPaths.defs)}#/$defs/${name}`;
  const property = (name: string, fields: Record<string, string>) =>
    `    ${JSON.stringify(name)}: { ${Object.entries(fields)
      .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
      .join(", ")} }`;
  return `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "${pascalName(type)}Block",
  "description": "A heading that links to a page of the site, and a picture.",
  "type": "object",
  "additionalProperties": false,
  "required": ["type", "title", "picture", "link"],
  "properties": {
${property("type", { title: "Type", const: type, description: `The kind of block: ${type}.` })},

${[
  property("title", { title: "Title", $ref: defs("text"), description: "The heading of the block, which links to its page." }),
  property("picture", { title: "Picture", $ref: defs("imagePath"), description: "A picture file in public/, shown under the heading." }),
  property("link", { title: "Link", $ref: defs("internalPath"), description: "The page of this site the heading links to, for example /contact." }),
].join(",\n")}
  },
  "defaultSnippets": []
}
`;
}

function componentFile(type: string): string {
  return `// The ${type} block: a heading that links to a page of the site, and a picture. Written by
// \`pages new block\`; README.md beside it says how to make it the block you need.
import { css } from "@emotion/react";
import type { BlockOf } from "${fromBlock(type, runtimeFiles.surface)}";
import { color, fontSize, radius, space } from "${fromBlock(type, runtimeFiles.tokens)}";
import { Section } from "${fromBlock(type, runtimeFiles.section)}";
import { SmartLink } from "${fromBlock(type, runtimeFiles.smartLink)}";
import { useFallbackMarks } from "${fromBlock(type, runtimeFiles.siteContext)}";

const heading = css\`
  font-size: \${fontSize.xl};
  margin: 0 0 \${space.md};
\`;

const link = css\`
  color: \${color("accent")};
\`;

const picture = css\`
  display: block;
  max-width: 100%;
  height: auto;
  border-radius: \${radius.md};
\`;

export function ${pascalName(type)}Block({ block }: { block: BlockOf<"${type}"> }) {
  // A text with no words yet in the page's language shows in the first language: each element
  // that shows a text marks it so (lang and dir), as it renders.
  const marks = useFallbackMarks();
  return (
    <Section>
      <h2 css={heading}>
        <SmartLink href={block.link} css={link} {...marks(block.title)}>
          {block.title}
        </SmartLink>
      </h2>
      {/* Beside a heading that says what it shows, the picture adds nothing to read out. */}
      <img src={block.picture} alt="" loading="lazy" css={picture} />
    </Section>
  );
}
`;
}

function testFile(type: string): string {
  const component = `${pascalName(type)}Block`;
  return `// The ${type} block, rendered from its example (example.json) on the home page of the shipped site.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BlockOf } from "${fromBlock(type, runtimeFiles.surface)}";
import { renderInOtherLanguage, renderOnPage } from "${fromBlock(type, runtimeFiles.renderBlock)}";
import example from "./example.json" with { type: "json" };
import { ${component} } from "./index.tsx";

const block: BlockOf<"${type}"> = { ...example, type: "${type}" };

describe("${component}", () => {
  it("shows its title as a heading that links to its page, and its picture", () => {
    const { container } = renderOnPage(<${component} block={block} />);
    const link = screen.getByRole("link", { name: block.title });
    expect(link).toHaveAttribute("href", block.link);
    expect(screen.getByRole("heading", { level: 2, name: block.title })).toContainElement(link);
    expect(container.querySelector("img")).toHaveAttribute("src", block.picture);
  });

  it("marks its title as written in the first language on a page of another language that has no words for it yet", () => {
    const { marks } = renderInOtherLanguage((shown) => <${component} block={shown} />, block);
    const link = screen.getByRole("link", { name: block.title });
    expect(link).toHaveAttribute("lang", marks.lang);
    expect(link).toHaveAttribute("dir", marks.dir);
  });
});
`;
}

function metaFile(type: string): string {
  return `import type { BlockLoading } from "../block-meta.ts";

// A file of its own, fetched only by the pages that have the block, so a page without it weighs
// what it weighed before. Once most pages have it, "with-page" (blocks/block-meta.ts says each way).
export const ${camelName(type)}Loading: BlockLoading = "lazy";
`;
}

function exampleFile(type: string, values: ExampleValues): string {
  return `${JSON.stringify({ type, title: "Door-to-door cargo across Pakistan", picture: values.picture, link: values.link }, null, 2)}\n`;
}

function readmeFile(type: string): string {
  return `# The ${type} block

Written by \`npx pages new block ${type}\`: a heading that links to a page of the site, and a picture.
Its three fields are examples, one of each kind a block usually has; make them the block's own.

| file | what it is |
| --- | --- |
| \`${type}.schema.json\` | its fields. Each has a \`title\` (its label in the visual editor) and a \`description\` (the help editors see), and refers to a shared kind in \`schema/defs.schema.json\`: \`title\` is a text visitors read (\`text\`: English, or every language side by side), \`picture\` a picture in \`public/\` (\`imagePath\`, which validate checks is there), \`link\` a page of the site (\`internalPath\`, which validate checks exists) |
| \`index.tsx\` | the component, \`${pascalName(type)}Block\`, given the block with its texts in the page's language; a text with no words yet in that language comes in English, and each element showing a text spreads \`useFallbackMarks()\` on it so it is marked so |
| \`${type}.test.tsx\` | its test, which renders the example, and renders it on a page of another language to check its title is marked as English there |
| \`example.json\` | one complete block: \`npm run gen\` makes it the schema's \`defaultSnippets\`, which VS Code and \`pages edit\` insert |
| \`meta.ts\` | how its code is loaded (\`${camelName(type)}Loading\`, see \`blocks/block-meta.ts\`) and, when others must know something about it (JSON-LD, how lint reads it), \`${camelName(type)}Meta\` |

## Put it on a page

Add it to a page's \`"blocks"\` in \`pages.json\` (your editor offers the example as you type \`{\`), then:

\`\`\`sh
npx pages validate
\`\`\`

## After changing it

The schema, \`meta.ts\` or \`example.json\`: run \`npm run gen\`, which writes what follows from the
folder (the schema's list of blocks, the types, the registry, the meta table). Then:

\`\`\`sh
npm run typecheck && npx vitest run blocks/${type}
\`\`\`

## Remove it

Take it out of \`pages.json\`, delete this folder and run \`npm run gen\`.
`;
}

/** The files of the new block, by name in blocks/<type>/. */
export function blockFiles(type: string, values: ExampleValues): Map<string, string> {
  return new Map([
    [`${type}.schema.json`, schemaFile(type)],
    ["index.tsx", componentFile(type)],
    [`${type}.test.tsx`, testFile(type)],
    ["example.json", exampleFile(type, values)],
    ["meta.ts", metaFile(type)],
    ["README.md", readmeFile(type)],
  ]);
}
