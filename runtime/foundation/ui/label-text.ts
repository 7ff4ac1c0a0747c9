// A label of pages.json with numbers in it ("Rated {rating} out of {max}"): each language puts the
// numbers where its sentence needs them, so the words come with {placeholders}, filled here.
import { fillText } from "../content/placeholders.ts";

export function labelWith(label: string, values: Readonly<Record<string, number | string>>): string {
  return fillText(label, values);
}
