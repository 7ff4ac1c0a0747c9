// What `pages validate` must report for each mistake of cli/docs/mistakes.ts, for
// tests/cli/validate-fixtures.test.ts: the message (or pieces of it), the JSON pointer, and the
// line:column, always found in the broken copy's own text, never copied from the validator's output.
import { englishOf } from "../../runtime/foundation/content/index.ts";
import { expect } from "vitest";
import { offsetOf, positionAt, valuePosition } from "./helpers.ts";

export interface Position {
  line: number;
  column: number;
}

export interface Expected {
  /** The whole message, or pieces it must contain. */
  message: string | string[];
  at: Position;
  pointer: string;
}

export interface Fixture {
  text: string;
  data: Record<string, unknown>;
  path: string;
}

export const notJson = " (the file is not valid JSON, so nothing else was checked)";

/** The index of the page with this route, or of the family entry with this slug, in a fixture. */
function pageIndex(data: Record<string, unknown>, route: string): number {
  const index = (data.pages as { route: string }[]).findIndex((page) => page.route === route);
  expect(index, `page ${route}`).toBeGreaterThanOrEqual(0);
  return index;
}

function entryIndex(data: Record<string, unknown>, family: string, match: (entry: Record<string, unknown>) => boolean): number {
  const entries = (data.families as Record<string, { entries: Record<string, unknown>[] }>)[family]?.entries ?? [];
  const index = entries.findIndex(match);
  expect(index, `an entry of ${family}`).toBeGreaterThanOrEqual(0);
  return index;
}

function blockIndex(blocks: unknown, type: string): number {
  const index = (blocks as { type: string }[]).findIndex((block) => block.type === type);
  expect(index, `a ${type} block`).toBeGreaterThanOrEqual(0);
  return index;
}

function family(data: Record<string, unknown>, name: string): Record<string, unknown> {
  return (data.families as Record<string, Record<string, unknown>>)[name] as Record<string, unknown>;
}

const bySlug = (slug: string) => (entry: Record<string, unknown>) => entry.slug === slug;

// ------------------------------------------------------------ the expected problem of each mistake

export const expectations: Record<string, { code: 1 | 2; problems: (fixture: Fixture) => Expected[] }> = {
  "block-type-typo": {
    code: 1,
    problems: ({ text, data }) => [
      {
        message: ['Unknown block type "testimonals"', 'Did you mean "testimonials"?', "on every destination page"],
        at: valuePosition(text, '"type": "testimonals"'),
        pointer: `/families/destinations/blocks/${blockIndex(family(data, "destinations").blocks, "testimonals")}/type`,
      },
    ],
  },
  "trailing-comma": {
    code: 2,
    problems: ({ text }) => [
      {
        message: `This comma comes after the last item, just before the closing }: remove the comma.${notJson}`,
        at: positionAt(text, offsetOf(text, '"refetchOnFocus": false,') + '"refetchOnFocus": false'.length),
        pointer: "",
      },
    ],
  },
  "missing-comma": {
    code: 2,
    problems: ({ text }) => [
      {
        message: `A comma is missing here: put a , between this item and the one before it.${notJson}`,
        // The parser notices at the next name, the line after "name": "Indus Cargo & Movers".
        at: positionAt(text, offsetOf(text, '"tagline"', '"name": "Indus Cargo & Movers"\n')),
        pointer: "",
      },
    ],
  },
  "single-quotes": {
    code: 2,
    problems: ({ text }) => [
      {
        message: `JSON needs double quotes " around text and names, not single quotes.${notJson}`,
        at: positionAt(text, offsetOf(text, "'Careful cargo")),
        pointer: "",
      },
    ],
  },
  "missing-hero-text": {
    code: 1,
    problems: ({ text, data }) => {
      const page = pageIndex(data, "/about");
      const type = offsetOf(text, '"type": "hero"', '"route": "/about"');
      return [
        {
          message: ['The hero block on page /about is missing "text": add it.'],
          // The block that lacks it: its opening brace.
          at: positionAt(text, text.lastIndexOf("{", type)),
          pointer: `/pages/${page}/blocks/${blockIndex((data.pages as { blocks: unknown }[])[page]?.blocks, "hero")}`,
        },
      ];
    },
  },
  "number-for-text": {
    code: 1,
    problems: ({ text, data }) => {
      const page = pageIndex(data, "/about");
      const blocks = (data.pages as { blocks: { items?: { value: unknown }[] }[] }[])[page]?.blocks ?? [];
      const stats = blockIndex(blocks, "stats");
      const item = blocks[stats]?.items?.findIndex((figure) => figure.value === 15) ?? -1;
      return [
        {
          message: '"value" in the stats block on page /about should be text in double quotes, but it is the number 15.',
          at: valuePosition(text, '"value": 15,'),
          pointer: `/pages/${page}/blocks/${stats}/items/${item}/value`,
        },
      ];
    },
  },
  "unknown-property": {
    code: 1,
    problems: ({ text, data }) => [
      {
        message: ['"colour" is not something the card-grid block of every origin city page can have.', 'Did you mean "iconColor"?'],
        // An unknown property is shown at its name.
        at: positionAt(text, offsetOf(text, '"colour"')),
        pointer: `/families/origins/blocks/${blockIndex(family(data, "origins").blocks, "card-grid")}/cards/0/colour`,
      },
    ],
  },
  "duplicate-slug": {
    code: 1,
    problems: ({ text, data }) => {
      const second = text.lastIndexOf('"slug": "lahore"');
      expect(text.slice(second)).toMatch(/^"slug": "lahore",\s+"city": \{\s+"en": "Sheikhupura"/);
      return [
        {
          message: ['The slug "lahore" of the destination Sheikhupura is already used by Lahore', "each destination needs its own slug"],
          at: positionAt(text, second + '"slug": '.length),
          pointer: `/families/destinations/entries/${entryIndex(data, "destinations", (entry) => englishOf(entry.city) === "Sheikhupura")}/slug`,
        },
      ];
    },
  },
  "slug-with-spaces": {
    code: 1,
    problems: ({ text, data }) => [
      {
        message: ['"Abu Dhabi" in the origin city Abu Dhabi is not a valid slug', 'for example "abu-dhabi"'],
        at: valuePosition(text, '"slug": "Abu Dhabi"'),
        pointer: `/families/origins/entries/${entryIndex(data, "origins", bySlug("Abu Dhabi"))}/slug`,
      },
    ],
  },
  "broken-link": {
    code: 1,
    problems: ({ text, data }) => [
      {
        message:
          "The link to /pakistan-cargo-to-karachii in the service Sea Freight goes to a page that does not exist. Did you mean /pakistan-cargo-to-karachi?",
        at: valuePosition(text, '"href": "/pakistan-cargo-to-karachii"'),
        pointer: `/families/services/entries/${entryIndex(data, "services", bySlug("sea-freight"))}/destinationLinks/0/href`,
      },
    ],
  },
  "javascript-link": {
    code: 1,
    problems: ({ text }) => [
      {
        message: ['"javascript:openQuoteForm()" in the second navigation bar is not allowed', "https:, tel: or mailto:"],
        at: valuePosition(text, '"href": "javascript:openQuoteForm()"'),
        pointer: "/navigation/secondary/quote/href",
      },
    ],
  },
  "missing-picture": {
    code: 1,
    problems: ({ text, data }) => [
      {
        message: [
          "The picture /images/cities/quetta.svg in the destination Quetta is not in the public/ folder",
          "add the file as public/images/cities/quetta.svg",
        ],
        at: valuePosition(text, '"heroImage": "/images/cities/quetta.svg"'),
        pointer: `/families/destinations/entries/${entryIndex(data, "destinations", bySlug("quetta"))}/heroImage`,
      },
    ],
  },
  "five-neighbourhoods": {
    code: 1,
    problems: ({ text, data }) => [
      {
        message: "Karachi has 5 neighbourhoods; a destination needs exactly 6.",
        at: valuePosition(text, '"areas":', '"slug": "karachi"'),
        pointer: `/families/destinations/entries/${entryIndex(data, "destinations", bySlug("karachi"))}/areas`,
      },
    ],
  },
  "unknown-placeholder": {
    code: 1,
    problems: ({ text }) => [
      {
        message: ["{cty} in the SEO of every destination page names no field of a destination.", "Did you mean {city}?"],
        at: valuePosition(text, '"en": "UAE to {cty}'),
        pointer: "/families/destinations/seo/title/en",
      },
    ],
  },
  "http-link": {
    code: 1,
    problems: ({ text }) => [
      {
        message: '"http://www.induscargo.example/privacy" in the footer is not a secure address: write https:// instead of http://.',
        at: valuePosition(text, '"href": "http://www.induscargo.example/privacy"'),
        pointer: "/navigation/footer/legalLinks/0/href",
      },
    ],
  },
  "alias-collision": {
    code: 1,
    problems: ({ text, data }) => [
      {
        message:
          "The alias /pakistan-cargo-to-islamabad of the destination Rawalpindi is already used by the destination Islamabad; two pages cannot share one address.",
        at: positionAt(text, offsetOf(text, '"/pakistan-cargo-to-islamabad"', '"slug": "rawalpindi"')),
        pointer: `/families/destinations/entries/${entryIndex(data, "destinations", bySlug("rawalpindi"))}/aliases/0`,
      },
    ],
  },
  "reserved-address": {
    code: 1,
    problems: ({ text, data }) => [
      {
        message:
          "The page /assets/price-list is under /assets/, which is kept for the site's scripts, styles and fonts (browsers keep them for a year): give it another address.",
        at: valuePosition(text, '"route": "/assets/price-list"'),
        pointer: `/pages/${pageIndex(data, "/assets/price-list")}/route`,
      },
    ],
  },
  "icon-typo": {
    code: 1,
    problems: ({ text, data }) => [
      {
        message: ['"warehose" is not a valid "icon" in the service Warehousing.', 'Did you mean "warehouse"?'],
        at: valuePosition(text, '"icon": "warehose"'),
        pointer: `/families/services/entries/${entryIndex(data, "services", bySlug("warehousing"))}/icon`,
      },
    ],
  },
  "local-phone": {
    code: 1,
    problems: ({ text }) => [
      {
        message: ['"050 000 0000" in the company facts is not a UAE phone number', "+971"],
        at: valuePosition(text, '"phone": "050 000 0000"'),
        pointer: "/site/phone",
      },
    ],
  },
  "empty-title": {
    code: 1,
    problems: ({ text, data }) => [
      {
        message: ['"title" in the SEO of page /privacy is empty', "write some text"],
        at: valuePosition(text, '"title": ""'),
        pointer: `/pages/${pageIndex(data, "/privacy")}/seo/title`,
      },
    ],
  },
  "missing-404": {
    code: 1,
    problems: ({ text }) => [
      {
        message: 'There is no page for addresses that do not exist: add a page with "route": "*" (the 404 page).',
        at: valuePosition(text, '"pages": ['),
        pointer: "/pages",
      },
    ],
  },
};

// The several-mistakes fixture holds six of the mistakes above at once.
export const combined = ["block-type-typo", "local-phone", "empty-title", "broken-link", "missing-picture", "five-neighbourhoods"];
expectations["several-mistakes"] = {
  code: 1,
  problems: (fixture) => combined.flatMap((name) => expectations[name]?.problems(fixture) ?? []),
};
