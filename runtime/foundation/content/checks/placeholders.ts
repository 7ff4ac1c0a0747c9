// placeholders: a {placeholder} works only in a family's template, and only when it names a field
// of the family's entries; a family's route needs {slug}, so each entry gets its own address.
import { familyNames } from "../expand.ts";
import { entryFields } from "../entry-fields.ts";
import { closest } from "../closest.ts";
import { placeholdersIn } from "../placeholders.ts";
import { walkStrings } from "../walk.ts";
import { describePlace, familyNoun } from "../where.ts";
import { defineCheck } from "./define-check.ts";

export const placeholders = defineCheck({
  name: "placeholders",
  meta: {
    kind: "problem",
    description: "A {placeholder} outside a family's template, one naming no field of the family's entries, or a family's route without {slug}.",
    defaultLevel: "error",
    messages: {
      outsideFamily:
        "{{placeholder}} in {{where}} will show as written: placeholders only work in the template of a page family, where each entry supplies the value.",
      unknownField: "{{placeholder}} in {{where}} names no field of a {{noun}}.{{guess}} A {{noun}} has: {{fields}}.",
      routeWithoutSlug: "The route of the {{family}} family must contain {slug}, so each entry gets its own address.",
    },
    staffMessages: {
      outsideFamily:
        "{{placeholder}} in {{where}} will show as written: placeholders only work in the blocks every page of a family shares, where each entry supplies the value.",
    },
  },
  create(context) {
    const { file } = context;
    file.pages.forEach((page, index) => {
      walkStrings(page, `/pages/${index}`, (text, pointer) => {
        for (const field of placeholdersIn(text)) {
          context.report({ messageId: "outsideFamily", data: { placeholder: `{${field}}`, where: describePlace(pointer, file) }, pointer });
        }
      });
    });
    for (const name of familyNames) {
      const family = file.families[name];
      const fields = entryFields(name);
      const { entries: _entries, ...template } = family;
      walkStrings(template, `/families/${name}`, (text, pointer) => {
        for (const field of placeholdersIn(text)) {
          if (fields.includes(field)) continue;
          const guess = closest(field, fields);
          context.report({
            messageId: "unknownField",
            data: {
              placeholder: `{${field}}`,
              where: describePlace(pointer, file),
              noun: familyNoun(name),
              guess: guess ? ` Did you mean {${guess}}?` : "",
              fields: fields.join(", "),
            },
            pointer,
          });
        }
      });
      if (!family.route.includes("{slug}")) {
        context.report({ messageId: "routeWithoutSlug", data: { family: name }, pointer: `/families/${name}/route` });
      }
    }
  },
});
