// ajv's errors in words a person who is not a developer can act on, each an entry of the
// catalogue (schema-catalogue.ts) with the values of this one problem.
import type { ErrorObject } from "ajv";
import { closest } from "./closest.ts";
import { redactUrl, UNREADABLE_ADDRESS } from "./redact-url.ts";
import { slugify } from "./slugify.ts";
import type { Finding } from "./diagnostic.ts";
import { loadSchemas } from "./schema-validator.ts";
import { sharedDefinition } from "./schema-nodes.ts";
import { describePlace, entryName, familyNoun, fieldName, valueAt } from "./where.ts";
import { schemaMessage } from "./schema-catalogue.ts";
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
  const pattern = sharedDefinition(name).schema.pattern;
  return typeof pattern === "string" ? pattern : undefined;
}

type Said = ReturnType<typeof schemaMessage>;

/**
 * A setting marked `writeOnly` in the schema (the webhook, whose address may hold a password or a
 * key) is never echoed as written: its message shows the address with its secrets masked.
 */
function secretMessage(error: ErrorObject, value: unknown, field: string, where: string): Said {
  const description = parentSchemaOf(error)?.description;
  const help = typeof description === "string" ? description : "";
  const shown = typeof value === "string" ? redactUrl(value) : UNREADABLE_ADDRESS;
  if (shown === UNREADABLE_ADDRESS) return schemaMessage("secret-not-an-address", { field, where, help });
  return schemaMessage("secret-invalid", { shown, where, field, help });
}

function patternMessage(error: ErrorObject, value: unknown, field: string, where: string): Said {
  const pattern = error.params.pattern as string;
  const text = String(value);
  if (parentSchemaOf(error)?.writeOnly === true) return secretMessage(error, value, field, where);
  if (pattern === defPattern("slug")) return schemaMessage("invalid-slug", { text, where, field, example: slugify(text) || "abu-dhabi" });
  if (pattern === defPattern("href") || pattern === defPattern("internalPath")) {
    if (/^\s*javascript:/i.test(text)) return schemaMessage("script-link", { text, where });
    if (text.startsWith("http://")) return schemaMessage("insecure-link", { text, where });
    if (text.startsWith("/") || pattern === defPattern("internalPath")) return schemaMessage("invalid-address", { text, where });
    return schemaMessage("invalid-link", { text, where });
  }
  if (pattern === defPattern("imagePath")) {
    // .., also written %2e%2e or with backslashes, would have the build read a file outside public/.
    if (/(^|[\\/])(\.|%2e){2}([\\/]|$)/i.test(text)) return schemaMessage("picture-outside-public", { text, where });
    return schemaMessage("invalid-picture-path", { text, where });
  }
  if (pattern === defPattern("phone")) return schemaMessage("invalid-phone", { text, where });
  if (pattern === defPattern("entryRef")) return schemaMessage("invalid-placeholder", { text, where });
  if (field === "route") return schemaMessage("invalid-route", { text, where });
  const description = parentSchemaOf(error)?.description;
  return schemaMessage("invalid-text", { text, where, field, help: typeof description === "string" ? description : "" });
}

function countMessage(error: ErrorObject, value: unknown[], pointer: string, data: unknown): Said {
  const schema = error.parentSchema as SchemaNode;
  const min = schema.minItems as number | undefined;
  const max = schema.maxItems as number | undefined;
  const need = min !== undefined && min === max ? `exactly ${min}` : error.keyword === "minItems" ? `at least ${min}` : `at most ${max}`;
  const field = fieldName(pointer);
  const [top, family, kind, index] = pointerSegments(pointer);
  if (top === "families" && kind === "entries" && typeof family === "string" && typeof index === "number") {
    const entry = valueAt(data, `/families/${family}/entries/${index}`);
    const noun = field === "areas" || field === "neighbourhoods" ? "neighbourhoods" : `items in "${field}"`;
    return schemaMessage("entry-list-count", { entry: entryName(entry, index), count: value.length, noun, kind: familyNoun(family), need });
  }
  return schemaMessage("list-count", { field, where: describePlace(pointer, data), count: value.length, need });
}

function blockTypeMessage(error: ErrorObject, pointer: string, data: unknown): Said {
  const types = [...loadSchemas().blocks.keys()].join(", ");
  const value = valueAt(data, `${pointer}/type`);
  const where = describePlace(pointer, data)
    .replace(/^block \d+ /, "")
    .replace(/^the \S+ block /, "")
    .replace(/^of /, "on ");
  if (typeof value !== "string") return schemaMessage("missing-block-type", { where, types });
  return schemaMessage("unknown-block-type", { value, where, guess: closest(value, [...loadSchemas().blocks.keys()]) ?? "", types });
}

/** A union told apart by another property than a block's type, such as a form's delivery kind. */
function kindMessage(error: ErrorObject, pointer: string, data: unknown): Finding {
  const tag = String(error.params.tag);
  const branches = (parentSchemaOf(error)?.oneOf as SchemaNode[] | undefined) ?? [];
  const kinds = branches.map((branch) => (branch.properties as Record<string, SchemaNode> | undefined)?.[tag]?.const).filter((kind) => kind !== undefined);
  const value = valueAt(data, `${pointer}/${tag}`);
  const guess = (typeof value === "string" ? closest(value, kinds.map(String)) : null) ?? "";
  const where = describePlace(pointer, data);
  if (error.params.error === "tag") return { pointer, ...schemaMessage("missing-kind", { where, tag, guess, kinds: quoteList(kinds) }) };
  return { pointer: `${pointer}/${tag}`, ...schemaMessage("unknown-kind", { value: String(value), tag, where, guess, kinds: quoteList(kinds) }) };
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
      return { pointer, ...schemaMessage("missing-field", { where, field: missing, help: typeof hint === "string" ? hint : "" }) };
    }
    case "additionalProperties": {
      const extra = error.params.additionalProperty as string;
      const allowed = Object.keys((parentSchemaOf(error)?.properties as SchemaNode | undefined) ?? {});
      const guess = closest(extra, allowed) ?? "";
      return { pointer: `${pointer}/${extra}`, atKey: true, ...schemaMessage("unknown-field", { field: extra, where, guess, allowed: allowed.join(", ") }) };
    }
    case "type": {
      const expected = String(error.params.type)
        .split(",")
        .map((type) => typeWords[type] ?? type)
        .join(" or ");
      return { pointer, ...schemaMessage("wrong-type", { field, where, expected, actual: describeValue(value) }) };
    }
    case "minItems":
    case "maxItems":
      return { pointer, ...countMessage(error, Array.isArray(value) ? value : [], pointer, data) };
    case "minLength":
      return { pointer, ...schemaMessage("empty-text", { field, where }) };
    case "pattern":
      return { pointer, ...patternMessage(error, value, field, where) };
    case "enum": {
      const allowed = error.params.allowedValues as unknown[];
      const guess = (typeof value === "string" ? closest(value, allowed.map(String)) : null) ?? "";
      return {
        pointer,
        ...schemaMessage("not-allowed", { value: describeValue(value), field, where, guess, allowed: allowed.length <= 12 ? quoteList(allowed) : "" }),
      };
    }
    case "const":
      return { pointer, ...schemaMessage("wrong-constant", { field, where, allowed: JSON.stringify(error.params.allowedValue) }) };
    case "minimum":
    case "maximum":
      return {
        pointer,
        ...schemaMessage("out-of-range", {
          field,
          where,
          value: String(value),
          bound: error.keyword === "minimum" ? "at least" : "at most",
          limit: String(error.params.limit),
        }),
      };
    case "uniqueItems": {
      const list: unknown[] = Array.isArray(value) ? value : [];
      return { pointer, ...schemaMessage("listed-twice", { field, where, item: JSON.stringify(list[error.params.j as number]) }) };
    }
    case "discriminator":
      if (error.params.tag !== "type") return kindMessage(error, pointer, data);
      return { pointer: error.params.error === "tag" ? pointer : `${pointer}/type`, ...blockTypeMessage(error, pointer, data) };
    default:
      return { pointer, ...schemaMessage("invalid-value", { field, where, reason: error.message ?? "check it against the schema" }) };
  }
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

/** The example a definition's words for developers (markdownDescription) write in a json block: how the value is written in the file. */
function exampleInTheFile(node: SchemaNode | undefined): string | null {
  const markdown = node?.markdownDescription;
  return typeof markdown === "string" ? (/```json\n([\s\S]*?)\n```/.exec(markdown)?.[1]?.trim() ?? null) : null;
}

/**
 * A value in none of a field's forms (a text that is neither words nor a translation). Those who
 * edit the file are shown the form's example as written there; the staff, in the editor, only the
 * field's description.
 */
function anyOfNoneMessage(error: ErrorObject, data: unknown): Finding {
  const pointer = error.instancePath;
  const node = parentSchemaOf(error);
  const help = typeof node?.description === "string" ? node.description : "";
  const found = { field: fieldName(pointer), where: describePlace(pointer, data), actual: describeValue(valueAt(data, pointer)) };
  const forStaff = schemaMessage("wrong-form", { ...found, help });
  const example = exampleInTheFile(node);
  if (example === null) return { pointer, ...forStaff };
  return { pointer, ...schemaMessage("wrong-form", { ...found, help: `${help} For example: ${example}` }), staffMessage: forStaff.message };
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
    findings.push(finding);
  }
  return findings;
}
