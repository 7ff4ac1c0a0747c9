// A lead's answers as the people who read them see them, in the inbox and in the emails: each
// under the label its form gives the field ("Inquiry Type", not "inquiry"), a choice as the words
// of the option picked ("Get a Quote", not "quote"), in the form's order, in the site's first
// language, the one the admin and the emails are written in: a lead sent from /ur/contact is read
// with the labels of /contact.
//
// The form is the one of the site as served now: a field the form no longer has, or a choice it no
// longer offers, keeps its name or value, so nothing a visitor sent is ever hidden.
import { languageOfPath } from "../../foundation/content/languages.ts";
import type { ExpandedSite } from "../../foundation/content/types.ts";
import { indexForms } from "./find-form.ts";
import type { Lead } from "./record.ts";

export interface Answer {
  /** The field's name in the submission. */
  name: string;
  /** What the form calls it, or its name when the form has no such field. */
  label: string;
  /** What the visitor wrote, or the words of the choice they picked. */
  value: string;
}

export type AnswersOf = (lead: Pick<Lead, "form" | "page" | "fields">) => Answer[];

/** The answers under their names, for when no form is known (the lead endpoint is off). */
export const answersByName: AnswersOf = (lead) => Object.entries(lead.fields).map(([name, value]) => ({ name, label: name, value }));

/** How the leads of these editions' forms read; the first edition is the site's first language. */
export function leadAnswers(editions: readonly ExpandedSite[]): AnswersOf {
  const first = editions[0];
  if (!first) return answersByName;
  const forms = indexForms([first]);
  return (lead) => {
    const form = forms.find(lead.form, languageOfPath(lead.page, first.languages).path);
    if (!form) return answersByName(lead);
    const known = form.fields.filter((field) => Object.hasOwn(lead.fields, field.name));
    const others = Object.keys(lead.fields).filter((name) => !form.fields.some((field) => field.name === name));
    return [
      ...known.map((field) => {
        const value = lead.fields[field.name]!;
        const choice = field.options?.find((option) => option.value === value);
        return { name: field.name, label: field.label, value: choice ? choice.label : value };
      }),
      ...answersByName({ ...lead, fields: Object.fromEntries(others.map((name) => [name, lead.fields[name]!])) }),
    ];
  };
}
