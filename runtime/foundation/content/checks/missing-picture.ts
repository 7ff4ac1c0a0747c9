// missing-picture: a picture the file names (a path starting with /) that public/ does not have.
// Whether public/ has it is the project's answer (ProjectFiles): the disk, or the list the editor's
// server sent.
import { fieldsOfKind } from "../fields.ts";
import { describePlace } from "../where.ts";
import { defineCheck } from "./define-check.ts";

export const missingPicture = defineCheck({
  name: "missing-picture",
  meta: {
    kind: "problem",
    description: "A picture the file names that is not in the public/ folder.",
    defaultLevel: "error",
    messages: {
      missing: "The picture {{path}} in {{where}} is not in the public/ folder: add the file as public{{path}}, or correct the name.",
    },
    staffMessages: {
      missing: "The picture {{path}} in {{where}} is not among the site's pictures: upload it, or choose another picture.",
    },
  },
  create(context) {
    const { file, project } = context;
    // Every picture of the site, whatever its property is called: the fields the schema declares pictures.
    for (const { value: text, pointer } of fieldsOfKind(file, "picture")) {
      if (typeof text !== "string" || !text.startsWith("/") || text.includes("{")) continue;
      if (!project.isMissingPicture(text)) continue;
      context.report({ messageId: "missing", data: { path: text, where: describePlace(pointer, file) }, pointer });
    }
  },
});
