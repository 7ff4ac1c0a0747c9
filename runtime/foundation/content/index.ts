// The content core: pages.json -> problems, or the expanded site and its route table. Parsing with
// positions, the schema and the checks a schema cannot make, the messages, placeholders, expansion
// and routes, written once. No React and no file access (what it needs of the disk is passed in),
// so the CLI, the servers, the dev server and a browser run the same code.
export { closest, editDistance } from "./closest.ts";
export { currentFormat, formatOf, migrateText, type MigrationResult } from "./format-version.ts";
export { listedEntries, type ListedEntries } from "./entry-lists.ts";
export { changedPaths, detectFormatting, editedText, sameJson, setInText } from "./json-edits.ts";
export {
  catchAllPrefix,
  collectionsOf,
  expandEditions,
  entryRoute,
  expandSite,
  familyNames,
  isCatchAll,
  routeTable,
  routesOf,
  templateBlockShown,
  textsShownInEnglish,
  type ExpandOptions,
  type PageSelection,
} from "./expand.ts";
export { countProblems, formatProblems, internalErrorMessage, plural, type ProblemFormat } from "./format-problems.ts";
export { filledField, fillText, placeholdersIn, templateParts, wholeValueField, type TemplatePart } from "./placeholders.ts";
export { matchesIn } from "./matches.ts";
export {
  fileError,
  inStaffWords,
  messageInWords,
  messageParts,
  messageWithPlaces,
  type MessagePart,
  placeName,
  type Diagnostic,
  type Finding,
  type MoreProblems,
  type Place,
  type RelatedPlace,
  type Severity,
} from "./diagnostic.ts";
export type { ProjectFiles, PublishedStore } from "./project-files.ts";
export { blockTypes, createAjv, loadSchemas, schemaValidator, type SchemaValidator } from "./schema-validator.ts";
export {
  alternatesOf,
  canonicalUrl,
  inLanguage,
  pageAddress,
  languageName,
  languageOfPath,
  languagesOf,
  type Language,
  type LanguageCode,
} from "./languages.ts";
export {
  englishOf,
  fingerprint,
  isLanguageKey,
  isTranslation,
  localizeFile,
  mapWords,
  sourcePointer,
  translatedFromOf,
  translationsOf,
  wordsIn,
} from "./localize.ts";
export { childNode, nodeAt, pick, propertyNames, rootNode, schemaAt, sharedDefinition, stringChoices, type SchemaNode } from "./schema-nodes.ts";
export { kindOf, type FieldKind } from "./field-kinds.ts";
export { fieldsOfKind, walkDocument, walkFields, walkFieldsAt, type DocumentField, type Enclosing, type FieldVisitor, type WalkStart } from "./fields.ts";
export { filledMessages, type MessageData, type Messages, type RuleMeta, type RuleShape } from "./rule.ts";
export { schemaCatalogue, schemaMessage, type CatalogueEntry, type SchemaMessageId } from "./schema-catalogue.ts";
export { textsToTranslate, wordsToTranslate, type TextToTranslate } from "./translations.ts";
export { redactUrl, redactUrlsIn, UNREADABLE_ADDRESS } from "./redact-url.ts";
export {
  adminPrefix,
  apiPrefix,
  assetsFolder,
  builtFiles,
  dataPrefix,
  fontsPrefix,
  HEADERS_FILE,
  reservedPathOf,
  sitemapPart,
  type ReservedPath,
} from "./reserved-paths.ts";
export { slugify } from "./slugify.ts";
export { escapePointer, pointerSegments, SourceText, type Position } from "./source.ts";
export { CheckCrash } from "./structure-checks.ts";
export { entryFields } from "./entry-fields.ts";
export type * from "./types.ts";
export { decodeBytes, depthLimit, parseData, parseText, type ParsedText } from "./read-text.ts";
export { unreadable, validateBytes, validateText, type ValidationContext, type ValidationResult } from "./validate.ts";
export { walkStrings, type StringVisitor } from "./walk.ts";
export { describePlace, entryName, familyNoun, fieldName, valueAt } from "./where.ts";
export {
  addEntry,
  entryKinds,
  exampleList,
  kindSpecs,
  placeholderWord,
  splitList,
  type EntryKind,
  type KindSpec,
  type NewEntryInput,
  type NewEntryResult,
  type NewEntryRefusal,
} from "./new-entry.ts";
