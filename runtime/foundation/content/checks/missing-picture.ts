// missing-picture: a picture the file names (a path starting with /) that public/ does not have.
// Whether public/ has it is the project's answer (ProjectFiles): the disk, or the list the editor's
// server sent.
import { walkStrings } from "../walk.ts";
import { describePlace } from "../where.ts";
import { defineCheck } from "./define-check.ts";

const pictureKeys = new Set(["src", "image", "heroImage", "ogImage"]);

export const missingPicture = defineCheck({
  name: "missing-picture",
  meta: {
    kind: "problem",
    description: "A picture the file names that is not in the public/ folder.",
    defaultLevel: "error",
    messages: {
      missing: "The picture {{path}} in {{where}} is not in the public/ folder: add the file as public{{path}}, or correct the name.",
    },
  },
  create(context) {
    const { file, project } = context;
    walkStrings(file, "", (text, pointer, key) => {
      if (typeof key !== "string" || !pictureKeys.has(key) || !text.startsWith("/") || text.includes("{")) return;
      if (!project.isMissingPicture(text)) return;
      context.report({ messageId: "missing", data: { path: text, where: describePlace(pointer, file) }, pointer });
    });
  },
});
