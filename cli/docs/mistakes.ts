// The mistakes people really make when they edit pages.json, each as a small edit of the shipped file.
// They are the one list behind the table of common mistakes in docs/editing.md (cli/docs/editing-table.ts)
// and the tests of `pages validate` (tests/cli/validate-fixtures.test.ts), which write each copy into a
// temporary folder: made from today's pages.json every time, a copy can never fall behind it.

import { editedText } from "../../runtime/foundation/content/index.ts";

type Json = Record<string, unknown>;
type Edit = (text: string) => string;

export interface Mistake {
  /** A short name, kebab-case: the folder the tests write the copy into. */
  name: string;
  /** The mistake, in words, as the table in docs/editing.md shows it. */
  words: string;
  /** Makes the mistake in the text of pages.json. */
  edit: Edit;
}

// ---------------------------------------------------------------- helpers

/** Replaces the one occurrence of `from` (the first one after `after`, when given); throws when it is not there. */
function replaceText(from: string, to: string, after?: string): Edit {
  return (text) => {
    const start = after === undefined ? 0 : text.indexOf(after);
    if (start < 0) throw new Error(`mistakes: anchor ${JSON.stringify(after)} is not in pages.json any more`);
    const at = text.indexOf(from, start);
    if (at < 0) throw new Error(`mistakes: ${JSON.stringify(from)} is not in pages.json any more`);
    if (after === undefined && text.indexOf(from, at + 1) >= 0) {
      throw new Error(`mistakes: ${JSON.stringify(from)} occurs more than once in pages.json; give an anchor`);
    }
    return text.slice(0, at) + to + text.slice(at + from.length);
  };
}

/** Parses the file, lets `change` edit it, and writes back only what changed, as a person would (every other line keeps its place). */
function editJson(change: (data: Json) => void): Edit {
  return (text) => {
    const data = JSON.parse(text) as Json;
    change(data);
    return editedText(text, data);
  };
}

function obj(value: unknown, what: string): Json {
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new Error(`mistakes: ${what} is not an object`);
  return value as Json;
}

function list(value: unknown, what: string): Json[] {
  if (!Array.isArray(value)) throw new Error(`mistakes: ${what} is not a list`);
  return value as Json[];
}

function find(items: Json[], test: (item: Json) => boolean, what: string): Json {
  const found = items.find(test);
  if (!found) throw new Error(`mistakes: cannot find ${what} in pages.json`);
  return found;
}

function page(data: Json, route: string): Json {
  return find(list(data.pages, "pages"), (item) => item.route === route, `the page ${route}`);
}

function family(data: Json, name: string): Json {
  return obj(obj(data.families, "families")[name], `families.${name}`);
}

function entry(data: Json, familyName: string, slug: string): Json {
  return find(list(family(data, familyName).entries, "entries"), (item) => item.slug === slug, `the ${familyName} entry ${slug}`);
}

function block(blocks: unknown, type: string): Json {
  return find(list(blocks, "blocks"), (item) => item.type === type, `a ${type} block`);
}

/** Renames a property in place, keeping the order of the others (so the copy differs from pages.json in one line). */
function renameKey(target: Json, from: string, to: string): void {
  if (!(from in target)) throw new Error(`mistakes: there is no "${from}" to rename`);
  const entries = Object.entries(target).map(([key, value]): [string, unknown] => [key === from ? to : key, value]);
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, Object.fromEntries(entries));
}

// ---------------------------------------------------------------- the mistakes, as JSON edits

const edits = {
  blockTypeTypo: (data: Json) => {
    block(family(data, "destinations").blocks, "testimonials").type = "testimonals";
  },
  missingHeroText: (data: Json) => {
    delete block(page(data, "/about").blocks, "hero").text;
  },
  numberForText: (data: Json) => {
    const stats = block(page(data, "/about").blocks, "stats");
    find(list(stats.items, "stats items"), (item) => item.value === "15+", 'the "15+" figure').value = 15;
  },
  unknownProperty: (data: Json) => {
    const cards = list(block(family(data, "origins").blocks, "card-grid").cards, "cards");
    renameKey(obj(cards[0], "the first card"), "iconColor", "colour");
  },
  duplicateSlug: (data: Json) => {
    // Sheikhupura started as a copy of Lahore and kept its slug.
    entry(data, "destinations", "sheikhupura").slug = "lahore";
  },
  slugWithSpaces: (data: Json) => {
    entry(data, "origins", "abu-dhabi").slug = "Abu Dhabi";
  },
  brokenLink: (data: Json) => {
    const links = list(entry(data, "services", "sea-freight").destinationLinks, "destinationLinks");
    find(links, (link) => link.href === "/pakistan-cargo-to-karachi", "the Karachi link").href = "/pakistan-cargo-to-karachii";
  },
  javascriptLink: (data: Json) => {
    obj(obj(obj(data.navigation, "navigation").secondary, "secondary").quote, "quote").href = "javascript:openQuoteForm()";
  },
  missingPicture: (data: Json) => {
    // Appended after "areas", where heroImage sits in the cities that have one.
    entry(data, "destinations", "quetta").heroImage = "/images/cities/quetta.svg";
  },
  fiveNeighbourhoods: (data: Json) => {
    list(entry(data, "destinations", "karachi").areas, "Karachi's areas").pop();
  },
  unknownPlaceholder: (data: Json) => {
    // In the English of the title, which is written beside its Urdu.
    const title = obj(obj(family(data, "destinations").seo, "the destinations SEO").title, "the destinations SEO title");
    if (typeof title.en !== "string" || !title.en.includes("{city}")) throw new Error("mistakes: the destinations SEO title has no {city} in English");
    title.en = title.en.replace("{city}", "{cty}");
  },
  httpLink: (data: Json) => {
    const footer = obj(obj(data.navigation, "navigation").footer, "footer");
    find(list(footer.legalLinks, "legalLinks"), (link) => link.href === "/privacy", "the privacy link").href = "http://www.induscargo.example/privacy";
  },
  reservedAddress: (data: Json) => {
    // A new page made as a copy of /privacy, given an address where the built site keeps its scripts.
    const pages = list(data.pages, "pages");
    pages.push({ ...page(data, "/privacy"), route: "/assets/price-list" });
  },
  aliasCollision: (data: Json) => {
    // Someone wants the twin city's address to show Rawalpindi too.
    entry(data, "destinations", "rawalpindi").aliases = ["/pakistan-cargo-to-islamabad"];
  },
  iconTypo: (data: Json) => {
    const warehousing = entry(data, "services", "warehousing");
    if (warehousing.icon !== "warehouse") throw new Error("mistakes: the warehousing icon is not warehouse any more");
    warehousing.icon = "warehose";
  },
  localPhone: (data: Json) => {
    obj(data.site, "site").phone = "050 000 0000";
  },
  emptyTitle: (data: Json) => {
    obj(page(data, "/privacy").seo, "the /privacy SEO").title = "";
  },
  missing404: (data: Json) => {
    const pages = list(data.pages, "pages");
    pages.splice(pages.indexOf(page(data, "*")), 1);
  },
};

export const mistakes: readonly Mistake[] = [
  { name: "block-type-typo", words: 'the testimonials block of every destination page typed "testimonals"', edit: editJson(edits.blockTypeTypo) },
  {
    name: "trailing-comma",
    words: "a comma after the last field of site.behaviour",
    edit: replaceText('"refetchOnFocus": false\n', '"refetchOnFocus": false,\n'),
  },
  {
    name: "missing-comma",
    words: "the comma after the company name deleted",
    edit: replaceText('"name": "Indus Cargo & Movers",\n', '"name": "Indus Cargo & Movers"\n'),
  },
  {
    name: "single-quotes",
    words: "the English tagline written in single quotes",
    edit: replaceText(
      '"en": "Careful cargo, courier and moving services from the UAE to every corner of Pakistan."',
      "\"en\": 'Careful cargo, courier and moving services from the UAE to every corner of Pakistan.'",
    ),
  },
  { name: "missing-hero-text", words: "the text of the hero on /about deleted", edit: editJson(edits.missingHeroText) },
  { name: "number-for-text", words: 'the "15+" figure on /about written as the number 15', edit: editJson(edits.numberForText) },
  { name: "unknown-property", words: 'iconColor of a card written "colour"', edit: editJson(edits.unknownProperty) },
  { name: "duplicate-slug", words: "Sheikhupura copied from Lahore, still with the slug lahore", edit: editJson(edits.duplicateSlug) },
  { name: "slug-with-spaces", words: 'the slug of the origin Abu Dhabi written "Abu Dhabi"', edit: editJson(edits.slugWithSpaces) },
  { name: "broken-link", words: "a link to /pakistan-cargo-to-karachii", edit: editJson(edits.brokenLink) },
  { name: "javascript-link", words: "a javascript: link on the Get Quote button", edit: editJson(edits.javascriptLink) },
  { name: "missing-picture", words: "a hero picture for Quetta that is not in public/", edit: editJson(edits.missingPicture) },
  { name: "five-neighbourhoods", words: "Karachi with 5 neighbourhoods instead of 6", edit: editJson(edits.fiveNeighbourhoods) },
  { name: "unknown-placeholder", words: "{cty} instead of {city} in the SEO of every destination page", edit: editJson(edits.unknownPlaceholder) },
  { name: "http-link", words: "an http:// link in the footer", edit: editJson(edits.httpLink) },
  { name: "alias-collision", words: "an alias of Rawalpindi that is the address of the Islamabad page", edit: editJson(edits.aliasCollision) },
  { name: "reserved-address", words: "a new page given the address /assets/price-list", edit: editJson(edits.reservedAddress) },
  { name: "icon-typo", words: 'the warehousing icon typed "warehose"', edit: editJson(edits.iconTypo) },
  { name: "local-phone", words: "the company phone written in the local form 050 000 0000", edit: editJson(edits.localPhone) },
  { name: "empty-title", words: "the SEO title of /privacy left empty", edit: editJson(edits.emptyTitle) },
  { name: "missing-404", words: 'the "*" page (404) deleted', edit: editJson(edits.missing404) },
  {
    name: "several-mistakes",
    words: "six different mistakes in one file",
    edit: editJson((data) => {
      edits.blockTypeTypo(data);
      edits.localPhone(data);
      edits.emptyTitle(data);
      edits.brokenLink(data);
      edits.missingPicture(data);
      edits.fiveNeighbourhoods(data);
    }),
  },
];

/**
 * The text of pages.json with this mistake made in it. An edit that changes nothing (pages.json
 * already says what it writes) throws, rather than giving a copy with no mistake in it.
 */
export function withMistake(shipped: string, mistake: Mistake): string {
  const text = mistake.edit(shipped);
  if (text === shipped) throw new Error(`mistakes: the edit for ${mistake.name} changed nothing in pages.json`);
  return text;
}

/** The mistake with this name; throws for a name that is not in the list. */
export function mistakeNamed(name: string): Mistake {
  const found = mistakes.find((mistake) => mistake.name === name);
  if (!found) throw new Error(`mistakes: there is no mistake named ${name}`);
  return found;
}
