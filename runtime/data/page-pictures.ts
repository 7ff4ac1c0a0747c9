// The photos a page shows, in the sizes the build made of them: found among the strings of its
// blocks and of the entries its lists show (a path of pages.json is a string like any other), so a
// page's data carries only its own photos' sizes, as it carries only its own icons.
import type { ResponsivePicture } from "../foundation/site-data.ts";

/** Every picture of `made` that the content names, by its path. */
export function picturesNamedIn(content: unknown, made: Readonly<Record<string, ResponsivePicture>>): Record<string, ResponsivePicture> {
  const found: Record<string, ResponsivePicture> = {};
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      if (Object.hasOwn(made, value)) found[value] = made[value]!;
    } else if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value !== null && typeof value === "object") {
      for (const item of Object.values(value)) visit(item);
    }
  };
  visit(content);
  return found;
}
