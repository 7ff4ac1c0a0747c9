// Validate's schema messages, one catalogue (the way Astro keeps its errors, errors-data.ts): each
// entry has a stable id (a problem's code in every format), a title, the message made from the
// values of one problem, and a hint, the general way to fix it (SARIF's help, the editing guide's).
// The messages speak to people who are not developers; the values say which field, where and what.

type Data = Readonly<Record<string, string | number>>;

export interface CatalogueEntry<D extends Data> {
  title: string;
  message: (data: D) => string;
  hint: string;
}

const entry = <D extends Data>(spec: CatalogueEntry<D>): CatalogueEntry<D> => spec;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** " Did you mean "x"?", when there is a likely one. */
const didYouMean = (guess: string) => (guess ? ` Did you mean "${guess}"?` : "");
/** The schema's own words about a field, after the message. */
const more = (help: string) => (help ? ` ${help}` : "");

export const schemaCatalogue = {
  "missing-field": entry<{ where: string; field: string; help: string }>({
    title: "A field is missing",
    message: ({ where, field, help }) => `${capitalise(where)} is missing "${field}": add it.${more(help)}`,
    hint: "Add the field; your editor completes its name and explains it.",
  }),
  "unknown-field": entry<{ field: string; where: string; guess: string; allowed: string }>({
    title: "A field this place cannot have",
    message: ({ field, where, guess, allowed }) => `"${field}" is not something ${where} can have.${didYouMean(guess)} It can have: ${allowed}.`,
    hint: "Correct the name's spelling, or remove the field.",
  }),
  "wrong-type": entry<{ field: string; where: string; expected: string; actual: string }>({
    title: "A value of the wrong kind",
    message: ({ field, where, expected, actual }) => `"${field}" in ${where} should be ${expected}, but it is ${actual}.`,
    hint: "Write the value as the kind the field takes: text in double quotes, a number, true or false, a list or a group.",
  }),
  "entry-list-count": entry<{ entry: string; count: number; noun: string; kind: string; need: string }>({
    title: "An entry with too few or too many items in a list",
    message: ({ entry: name, count, noun, kind, need }) => `${name} has ${count} ${noun}; a ${kind} needs ${need}.`,
    hint: "Add or remove items until the list has as many as the page shows.",
  }),
  "list-count": entry<{ field: string; where: string; count: number; need: string }>({
    title: "A list with too few or too many items",
    message: ({ field, where, count, need }) => `"${field}" in ${where} has ${count} item${count === 1 ? "" : "s"}; it needs ${need}.`,
    hint: "Add or remove items.",
  }),
  "empty-text": entry<{ field: string; where: string }>({
    title: "An empty text",
    message: ({ field, where }) => `"${field}" in ${where} is empty: write some text, or remove "${field}" if it is optional.`,
    hint: "Write the text, or remove the field if it is optional.",
  }),
  "secret-not-an-address": entry<{ field: string; where: string; help: string }>({
    title: "A secret setting that is not a web address",
    message: ({ field, where, help }) => `The ${field} in ${where} is not a web address (it is not shown here, since it may hold a secret).${more(help)}`,
    hint: "Write the whole address, starting with https://.",
  }),
  "secret-invalid": entry<{ shown: string; where: string; field: string; help: string }>({
    title: "A secret setting that is not valid",
    message: ({ shown, where, field, help }) => `"${shown}" in ${where} is not a valid ${field} (shown with its secrets masked).${more(help)}`,
    hint: "Correct the address; its secrets are never printed.",
  }),
  "invalid-slug": entry<{ text: string; where: string; field: string; example: string }>({
    title: "An address part that is not a slug",
    message: ({ text, where, field, example }) =>
      `"${text}" in ${where} is not a valid ${field}: use only lower-case letters, digits and single hyphens, with no spaces, for example "${example}".`,
    hint: "Use lower-case letters, digits and single hyphens only.",
  }),
  "script-link": entry<{ text: string; where: string }>({
    title: "A link that would run a script",
    message: ({ text, where }) =>
      `"${text}" in ${where} is not allowed: a link may only go to a page of this site (starting with /) or to an https:, tel: or mailto: address.`,
    hint: "Link to a page of this site, or to an https:, tel: or mailto: address.",
  }),
  "insecure-link": entry<{ text: string; where: string }>({
    title: "A link that is not secure",
    message: ({ text, where }) => `"${text}" in ${where} is not a secure address: write https:// instead of http://.`,
    hint: "Write https:// instead of http://.",
  }),
  "invalid-address": entry<{ text: string; where: string }>({
    title: "An address that is not one of this site",
    message: ({ text, where }) =>
      `"${text}" in ${where} is not a valid address on this site: start with / and use only lower-case letters, digits and hyphens, for example /services/sea-freight.`,
    hint: "Start with / and use lower-case letters, digits and hyphens.",
  }),
  "invalid-link": entry<{ text: string; where: string }>({
    title: "A link the site does not accept",
    message: ({ text, where }) =>
      `"${text}" in ${where} is not a link this site accepts: start it with / (a page of this site), https://, tel:+971... or mailto:.`,
    hint: "Start the link with /, https://, tel: or mailto:.",
  }),
  "picture-outside-public": entry<{ text: string; where: string }>({
    title: "A picture path that leaves public/",
    message: ({ text, where }) =>
      `"${text}" in ${where} points outside the public/ folder with "..": write the picture's place inside public/, starting with /, for example /images/cities/karachi.svg.`,
    hint: "Write the picture's place inside public/, starting with /.",
  }),
  "invalid-picture-path": entry<{ text: string; where: string }>({
    title: "Not a picture path",
    message: ({ text, where }) =>
      `"${text}" in ${where} is not a picture path: write the file's place in public/ starting with /, ending in .svg, .png, .jpg, .webp or .avif, for example /images/cities/karachi.svg.`,
    hint: "Write the file's place in public/, starting with /, with the picture's extension.",
  }),
  "invalid-phone": entry<{ text: string; where: string }>({
    title: "Not a UAE phone number",
    message: ({ text, where }) => `"${text}" in ${where} is not a UAE phone number: write +971 then 8 or 9 digits, for example +971 4 000 0000.`,
    hint: "Write +971, then 8 or 9 digits.",
  }),
  "invalid-placeholder": entry<{ text: string; where: string }>({
    title: "Not a placeholder",
    message: ({ text, where }) => `"${text}" in ${where} is not a placeholder: write the name of an entry field in braces, for example {areas}.`,
    hint: "Write the name of an entry field in braces.",
  }),
  "invalid-route": entry<{ text: string; where: string }>({
    title: "Not a route",
    message: ({ text, where }) =>
      `"${text}" in ${where} is not a valid route: start with / and use only lower-case letters, digits, hyphens and / between parts, for example /service-areas.`,
    hint: "Start with / and use lower-case letters, digits, hyphens and / between parts.",
  }),
  "invalid-text": entry<{ text: string; where: string; field: string; help: string }>({
    title: "A text in the wrong form",
    message: ({ text, where, field, help }) => `"${text}" in ${where} is not a valid ${field}.${more(help)}`,
    hint: "Write the value as the field's description says.",
  }),
  "not-allowed": entry<{ value: string; field: string; where: string; guess: string; allowed: string }>({
    title: "A value that is not one of the allowed ones",
    message: ({ value, field, where, guess, allowed }) =>
      `${capitalise(value)} is not a valid "${field}" in ${where}.${didYouMean(guess)}${allowed ? ` Allowed values: ${allowed}.` : " See the list in schema/ or let your editor complete it."}`,
    hint: "Choose one of the allowed values; your editor completes them.",
  }),
  "wrong-constant": entry<{ field: string; where: string; allowed: string }>({
    title: "A value that must be one thing",
    message: ({ field, where, allowed }) => `"${field}" in ${where} must be ${allowed}.`,
    hint: "Write the one value the field takes.",
  }),
  "out-of-range": entry<{ field: string; where: string; value: string; bound: string; limit: string }>({
    title: "A number out of range",
    message: ({ field, where, value, bound, limit }) => `"${field}" in ${where} is ${value}; it must be ${bound} ${limit}.`,
    hint: "Write a number within the range.",
  }),
  "listed-twice": entry<{ field: string; where: string; item: string }>({
    title: "An item listed twice",
    message: ({ field, where, item }) => `"${field}" in ${where} lists ${item} twice; each item must be different.`,
    hint: "Remove the second one.",
  }),
  "missing-kind": entry<{ where: string; tag: string; guess: string; kinds: string }>({
    title: "A group that does not say which kind it is",
    message: ({ where, tag, guess, kinds }) => `${capitalise(where)} has no "${tag}".${didYouMean(guess)} It can be: ${kinds}.`,
    hint: "Say which kind it is.",
  }),
  "unknown-kind": entry<{ value: string; tag: string; where: string; guess: string; kinds: string }>({
    title: "A kind this place cannot have",
    message: ({ value, tag, where, guess, kinds }) => `"${value}" is not a "${tag}" ${where} can have.${didYouMean(guess)} It can be: ${kinds}.`,
    hint: "Choose one of the kinds listed.",
  }),
  "missing-block-type": entry<{ where: string; types: string }>({
    title: "A block with no type",
    message: ({ where, types }) => `A block ${where} has no "type": say which kind of block it is, one of: ${types}.`,
    hint: "Give the block its type.",
  }),
  "unknown-block-type": entry<{ value: string; where: string; guess: string; types: string }>({
    title: "An unknown block type",
    message: ({ value, where, guess, types }) => `Unknown block type "${value}" ${where}.${didYouMean(guess)} The block types are: ${types}.`,
    hint: "Correct the type's spelling; the block types are listed in the message.",
  }),
  "wrong-form": entry<{ field: string; where: string; actual: string; help: string }>({
    title: "A value in the wrong form",
    message: ({ field, where, actual, help }) => `"${field}" in ${where} has the wrong form (it is ${actual}).${more(help)}`,
    hint: "Write the value as the field's description says.",
  }),
  "invalid-value": entry<{ field: string; where: string; reason: string }>({
    title: "A value the schema refuses",
    message: ({ field, where, reason }) => `"${field}" in ${where} is not valid: ${reason}.`,
    hint: "Check the value against the field's description.",
  }),
};

export type SchemaMessageId = keyof typeof schemaCatalogue;
export type SchemaMessageData<Id extends SchemaMessageId> = Parameters<(typeof schemaCatalogue)[Id]["message"]>[0];

/** One problem of the catalogue: its id, values and message, for a finding at a place. */
export function schemaMessage<Id extends SchemaMessageId>(id: Id, data: SchemaMessageData<Id>): { code: Id; messageId: Id; data: Data; message: string } {
  const { message } = schemaCatalogue[id] as CatalogueEntry<SchemaMessageData<Id>>;
  return { code: id, messageId: id, data, message: message(data) };
}
