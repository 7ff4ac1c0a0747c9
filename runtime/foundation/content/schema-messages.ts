// ajv's errors in words a person who is not a developer can act on.
import type { ErrorObject } from "ajv";
import { closest } from "./closest.ts";
import { redactUrl, UNREADABLE_ADDRESS } from "./redact-url.ts";
import { slugify } from "./slugify.ts";
import type { Finding } from "./diagnostic.ts";
import { loadSchemas } from "./schema-validator.ts";
import { describePlace, entryName, familyNoun, fieldName, valueAt } from "./where.ts";
import { pointerSegments } from "./source.ts";

type SchemaNode = Record<string, unknown>;

const typeWords: Record<string, string> = {
  string: "text in double quotes",
  number: "a number",
  integer: "a whole number",
  boolean: "true or false",
  array: "a list in [ ]",
  object: "a group of fields in { }",
  null: "null",
};

/** The schema an error was found against, with `unknown` fields where ajv types them `any`. */
function parentSchemaOf(error: ErrorObject): SchemaNode | undefined {
  return error.parentSchema;
}

function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a group of fields";
  if (typeof value === "string") return `the text "${value}"`;
  if (typeof value === "boolean") return value ? "true" : "false";
  // All a parsed JSON value can be besides the above.
  return `the number ${value as number}`;
}

function quoteList(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(", ");
}

function defPattern(name: string): string | undefined {
  const defs = loadSchemas().defs.$defs as Record<string, SchemaNode>;
  return defs[name]?.pattern as string | undefined;
}

/**
 * A setting marked `writeOnly` in the schema (the webhook, whose address may hold a password or a
 * key) is never echoed as written: its message shows the address with its secrets masked.
 */
function secretMessage(error: ErrorObject, value: unknown, field: string, where: string): string {
  const description = parentSchemaOf(error)?.description;
  const help = typeof description === "string" ? ` ${description}` : "";
  const shown = typeof value === "string" ? redactUrl(value) : UNREADABLE_ADDRESS;
  if (shown === UNREADABLE_ADDRESS) return `The ${field} in ${where} is not a web address (it is not shown here, since it may hold a secret).${help}`;
  return `"${shown}" in ${where} is not a valid ${field} (shown with its secrets masked).${help}`;
}

function patternMessage(error: ErrorObject, value: unknown, field: string, where: string): string {
  const pattern = error.params.pattern as string;
  const text = String(value);
  if (parentSchemaOf(error)?.writeOnly === true) return secretMessage(error, value, field, where);
  if (pattern === defPattern("slug")) {
    return `"${text}" in ${where} is not a valid ${field}: use only lower-case letters, digits and single hyphens, with no spaces, for example "${slugify(text) || "abu-dhabi"}".`;
  }
  if (pattern === defPattern("href") || pattern === defPattern("internalPath")) {
    if (/^\s*javascript:/i.test(text)) {
      return `"${text}" in ${where} is not allowed: a link may only go to a page of this site (starting with /) or to an https:, tel: or mailto: address.`;
    }
    if (text.startsWith("http://")) return `"${text}" in ${where} is not a secure address: write https:// instead of http://.`;
    if (text.startsWith("/") || pattern === defPattern("internalPath")) {
      return `"${text}" in ${where} is not a valid address on this site: start with / and use only lower-case letters, digits and hyphens, for example /services/sea-freight.`;
    }
    return `"${text}" in ${where} is not a link this site accepts: start it with / (a page of this site), https://, tel:+971... or mailto:.`;
  }
  if (pattern === defPattern("imagePath")) {
    // .., also written %2e%2e or with backslashes, would have the build read a file outside public/.
    if (/(^|[\\/])(\.|%2e){2}([\\/]|$)/i.test(text)) {
      return `"${text}" in ${where} points outside the public/ folder with "..": write the picture's place inside public/, starting with /, for example /images/cities/karachi.svg.`;
    }
    return `"${text}" in ${where} is not a picture path: write the file's place in public/ starting with /, ending in .svg, .png, .jpg, .webp or .avif, for example /images/cities/karachi.svg.`;
  }
  if (pattern === defPattern("phone")) {
    return `"${text}" in ${where} is not a UAE phone number: write +971 then 8 or 9 digits, for example +971 4 000 0000.`;
  }
  if (pattern === defPattern("entryRef")) {
    return `"${text}" in ${where} is not a placeholder: write the name of an entry field in braces, for example {areas}.`;
  }
  if (field === "route") {
    return `"${text}" in ${where} is not a valid route: start with / and use only lower-case letters, digits, hyphens and / between parts, for example /service-areas.`;
  }
  const description = parentSchemaOf(error)?.description;
  return `"${text}" in ${where} is not a valid ${field}.${typeof description === "string" ? ` ${description}` : ""}`;
}

function countMessage(error: ErrorObject, value: unknown[], pointer: string, data: unknown): string {
  const schema = error.parentSchema as SchemaNode;
  const min = schema.minItems as number | undefined;
  const max = schema.maxItems as number | undefined;
  const need = min !== undefined && min === max ? `exactly ${min}` : error.keyword === "minItems" ? `at least ${min}` : `at most ${max}`;
  const field = fieldName(pointer);
  const [top, family, kind, index] = pointerSegments(pointer);
  if (top === "families" && kind === "entries" && typeof family === "string" && typeof index === "number") {
    const entry = valueAt(data, `/families/${family}/entries/${index}`);
    const noun = field === "areas" || field === "neighbourhoods" ? "neighbourhoods" : `items in "${field}"`;
    return `${entryName(entry, index)} has ${value.length} ${noun}; a ${familyNoun(family)} needs ${need}.`;
  }
  return `"${field}" in ${describePlace(pointer, data)} has ${value.length} item${value.length === 1 ? "" : "s"}; it needs ${need}.`;
}

function blockTypeMessage(error: ErrorObject, pointer: string, data: unknown): string {
  const types = [...loadSchemas().blocks.keys()];
  const value = valueAt(data, `${pointer}/type`);
  const where = describePlace(pointer, data)
    .replace(/^block \d+ /, "")
    .replace(/^the \S+ block /, "")
    .replace(/^of /, "in ");
  if (typeof value !== "string") {
    return `A block ${where} has no "type": say which kind of block it is, one of: ${types.join(", ")}.`;
  }
  const guess = closest(value, types);
  return `Unknown block type "${value}" ${where}.${guess ? ` Did you mean "${guess}"?` : ""} The block types are: ${types.join(", ")}.`;
}

/** A union told apart by another property than a block's type, such as a form's delivery kind. */
function kindMessage(error: ErrorObject, pointer: string, data: unknown): Finding {
  const tag = String(error.params.tag);
  const branches = (parentSchemaOf(error)?.oneOf as SchemaNode[] | undefined) ?? [];
  const kinds = branches.map((branch) => (branch.properties as Record<string, SchemaNode> | undefined)?.[tag]?.const).filter((kind) => kind !== undefined);
  const value = valueAt(data, `${pointer}/${tag}`);
  const guess = typeof value === "string" ? closest(value, kinds.map(String)) : null;
  const where = describePlace(pointer, data);
  const problem = error.params.error === "tag" ? `${capitalise(where)} has no "${tag}"` : `"${String(value)}" is not a "${tag}" ${where} can have`;
  return {
    pointer: error.params.error === "tag" ? pointer : `${pointer}/${tag}`,
    message: `${problem}.${guess ? ` Did you mean "${guess}"?` : ""} It can be: ${quoteList(kinds)}.`,
  };
}

/** One message for one ajv error, or null when it only echoes another error. */
function messageFor(error: ErrorObject, data: unknown): Finding | null {
  const pointer = error.instancePath;
  const value = valueAt(data, pointer);
  const field = fieldName(pointer);
  const where = describePlace(pointer, data);
  switch (error.keyword) {
    case "required": {
      const missing = error.params.missingProperty as string;
      const properties = parentSchemaOf(error)?.properties as Record<string, SchemaNode> | undefined;
      const hint = properties?.[missing]?.description;
      return { pointer, message: `${capitalise(where)} is missing "${missing}": add it.${typeof hint === "string" ? ` ${hint}` : ""}` };
    }
    case "additionalProperties": {
      const extra = error.params.additionalProperty as string;
      const allowed = Object.keys((parentSchemaOf(error)?.properties as SchemaNode | undefined) ?? {});
      const guess = closest(extra, allowed);
      return {
        pointer: `${pointer}/${extra}`,
        atKey: true,
        message: `"${extra}" is not something ${where} can have.${guess ? ` Did you mean "${guess}"?` : ""} It can have: ${allowed.join(", ")}.`,
      };
    }
    case "type": {
      const expected = String(error.params.type)
        .split(",")
        .map((type) => typeWords[type] ?? type)
        .join(" or ");
      return { pointer, message: `"${field}" in ${where} should be ${expected}, but it is ${describeValue(value)}.` };
    }
    case "minItems":
    case "maxItems":
      return { pointer, message: countMessage(error, Array.isArray(value) ? value : [], pointer, data) };
    case "minLength":
      return { pointer, message: `"${field}" in ${where} is empty: write some text, or remove "${field}" if it is optional.` };
    case "pattern":
      return { pointer, message: patternMessage(error, value, field, where) };
    case "enum": {
      const allowed = error.params.allowedValues as unknown[];
      const guess = typeof value === "string" ? closest(value, allowed.map(String)) : null;
      const list = allowed.length <= 12 ? ` Allowed values: ${quoteList(allowed)}.` : " See the list in schema/ or let your editor complete it.";
      return {
        pointer,
        message: `${capitalise(describeValue(value))} is not a valid "${field}" in ${where}.${guess ? ` Did you mean "${guess}"?` : ""}${list}`,
      };
    }
    case "const":
      return { pointer, message: `"${field}" in ${where} must be ${JSON.stringify(error.params.allowedValue)}.` };
    case "minimum":
    case "maximum":
      return {
        pointer,
        message: `"${field}" in ${where} is ${String(value)}; it must be ${error.keyword === "minimum" ? "at least" : "at most"} ${String(error.params.limit)}.`,
      };
    case "uniqueItems": {
      const list: unknown[] = Array.isArray(value) ? value : [];
      const duplicate = list[error.params.j as number];
      return { pointer, message: `"${field}" in ${where} lists ${JSON.stringify(duplicate)} twice; each item must be different.` };
    }
    case "discriminator":
      if (error.params.tag !== "type") return kindMessage(error, pointer, data);
      return { pointer: error.params.error === "tag" ? pointer : `${pointer}/type`, message: blockTypeMessage(error, pointer, data) };
    default:
      return { pointer, message: `"${field}" in ${where} is not valid: ${error.message ?? "check it against the schema"}.` };
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * An anyOf (a list, or a placeholder such as {areas}) fails in every branch. Keep only the errors of
 * the branch the value was meant for, and say it once when the value fits none.
 */
function resolveAnyOf(errors: ErrorObject[], data: unknown): ErrorObject[] {
  const anyOfs = errors.filter((error) => error.keyword === "anyOf");
  let kept = errors.filter((error) => error.keyword !== "anyOf");
  const extra: ErrorObject[] = [];
  for (const anyOf of anyOfs) {
    const path = anyOf.instancePath;
    const value = valueAt(data, path);
    const branches = (anyOf.schema as SchemaNode[]).map((branch) => branch);
    const refPattern = defPattern("entryRef");
    const looksLikeRef = typeof value === "string" && value.startsWith("{");
    const objectBranch =
      value !== null && typeof value === "object" && !Array.isArray(value)
        ? branches.find((branch) => ((branch.required as string[] | undefined) ?? []).every((key) => key in value))
        : undefined;
    // A text (words, or a translation in each language) given as a number or a list: say it should be text.
    const textBranch = value === null || typeof value !== "object" || Array.isArray(value) ? branches.find((branch) => branch.type === "string") : undefined;
    kept = kept.filter((error) => {
      if (error.instancePath !== path) return true;
      if (error.keyword === "type") return textBranch !== undefined && error.parentSchema === textBranch;
      if (error.keyword === "pattern") return (error.params.pattern === refPattern) === looksLikeRef;
      if (objectBranch && error.parentSchema !== objectBranch) return false;
      return true;
    });
    const remains = kept.some((error) => error.instancePath === path || error.instancePath.startsWith(`${path}/`));
    if (!remains) extra.push({ ...anyOf, keyword: "anyOfNone" });
  }
  return [...kept, ...extra];
}

function anyOfNoneMessage(error: ErrorObject, data: unknown): Finding {
  const pointer = error.instancePath;
  const description = parentSchemaOf(error)?.description;
  return {
    pointer,
    message: `"${fieldName(pointer)}" in ${describePlace(pointer, data)} has the wrong form (it is ${describeValue(valueAt(data, pointer))}).${typeof description === "string" ? ` ${description}` : ""}`,
  };
}

/** At most `limit` findings: past that, words for the rest would only be counted, at a cost. */
export function schemaFindings(errors: ErrorObject[], data: unknown, limit = Infinity): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const error of resolveAnyOf(errors, data)) {
    if (findings.length === limit) break;
    const finding = error.keyword === "anyOfNone" ? anyOfNoneMessage(error, data) : messageFor(error, data);
    if (!finding) continue;
    const key = `${finding.pointer}\u0000${finding.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    findings.push({ code: "schema", ...finding });
  }
  return findings;
}
