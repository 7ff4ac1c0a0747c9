// What every control of the generated form shares: what the app tells it (routes, files, problems),
// how a JSON pointer becomes an element id, and the words and defaults the schema gives a field.
import { createContext, useContext } from "react";
import type { JsonSchema } from "../../../schema/index.ts";
import { escapePointer, type Diagnostic, type Language } from "../../foundation/content/index.ts";

/** What a field shows of a diagnostic at its pointer, and which check found it (a lint finding is named by its rule). */
export interface FieldProblem extends Pick<Diagnostic, "code" | "message" | "severity">, Partial<Pick<Diagnostic, "related" | "staffMessage">> {
  source: "validate" | "lint";
}

/** Sends a photo to the editor's server to be stored in public/images/: its site path, or why it was refused, in words. */
export type PictureUpload = (file: File) => Promise<{ path: string } | { error: string }>;

export interface FormContext {
  /** Every route of the site, for the internal-link picker: asked for only while a link is edited. */
  routes: () => readonly string[];
  /** The files under public/ as site paths (/images/cities/karachi.svg), for the picture picker. */
  publicFiles: readonly string[];
  /** The fields of the family's entries while a family template is edited, for {placeholder} hints. */
  entryFields: readonly string[] | null;
  /** The problems at this JSON pointer (validate's and lint's). */
  problemsAt: (pointer: string) => readonly FieldProblem[];
  /** Where the editor serves public/ (the picture picker's thumbnails). */
  publicUrl?: (sitePath: string) => string;
  /** Uploads a photo into public/images/ (the picture picker's "Upload a photo"); absent, the picker offers none. */
  uploadPicture?: PictureUpload;
  /** Called when a control inside the block at this pointer gets focus (the preview highlights it). */
  onFocusPointer?: (pointer: string) => void;
  /** The site's languages: with more than one, every text shows a box for each, side by side. */
  languages: readonly Pick<Language, "code" | "name" | "dir">[];
}

export const FormContextValue = createContext<FormContext>({
  routes: () => [],
  publicFiles: [],
  entryFields: null,
  problemsAt: () => [],
  languages: [{ code: "en", name: "English", dir: "ltr" }],
});
export const useFormContext = () => useContext(FormContextValue);

/** The id of the control for a JSON pointer: the Problems list and the preview find fields by it. */
export function fieldId(pointer: string): string {
  return `field-${pointer.replace(/[^A-Za-z0-9-]/g, (character) => `_${character.charCodeAt(0).toString(16)}_`)}`;
}

export function childPointer(pointer: string, key: string | number): string {
  return `${pointer}/${escapePointer(String(key))}`;
}

/**
 * A field's label: its title in the schema, which every property has (schema.test.ts holds to that).
 * An item of a list is named by its place; the titles of the definitions it may refer to name types
 * for the code generator (TextBlock), not things people edit.
 */
export function labelOf(key: string | number, schema: JsonSchema): string {
  if (typeof key === "number") return `Item ${key + 1}`;
  return typeof schema.title === "string" ? schema.title : key;
}

export function descriptionOf(schema: JsonSchema): string | undefined {
  return typeof schema.description === "string" ? schema.description : undefined;
}
