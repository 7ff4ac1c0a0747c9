// published-lead-store: the lead store (every lead's name, phone number and email) must not be in a
// folder that is published: public/, dist/, a build's --out-dir, or a folder a link in public/
// leads to. Where it would be is the project's answer (ProjectFiles), read from the disk.
import { defineCheck } from "./define-check.ts";

export const publishedLeadStore = defineCheck({
  name: "published-lead-store",
  meta: {
    kind: "problem",
    description: "A lead store (site.leads.storeFile, or PAGES_LEADS_FILE) inside a folder that is published, where anyone could download the leads.",
    defaultLevel: "error",
    messages: {
      inFile: 'The lead store "{{store}}" is {{where}}. {{fix}}',
      fromEnvironment: "The lead store {{value}} named by the environment variable {{variable}} is {{where}}. {{fix}}",
    },
  },
  create(context) {
    const leads = context.file.site.leads;
    const published = context.project.publishedStore(leads?.storeFile);
    if (!published) return;
    const leak = "anyone could download the name, phone number and email of every lead";
    // A build leaves out a link from public/ to outside it; other ways of copying public/ may not.
    const where = published.link
      ? `reached by the link ${published.link}, which leads to ${published.folder}: \`pages build\` leaves such a link out, but a copy of public/ made another way could follow it, and ${leak}`
      : `inside ${published.folder}/, which ${published.how}: ${leak}`;
    // A build's --out-dir is one more place to keep it out of.
    const outside = ["public", "dist"].includes(published.folder) ? "public/ and dist/" : `public/, dist/ and ${published.folder}/`;
    const unlink = published.link ? "Remove the link, or keep the store in a folder no link in public/ leads to." : null;
    if (published.fromEnvironment) {
      const { variable, value } = published.fromEnvironment;
      context.report({
        messageId: "fromEnvironment",
        data: { value, variable, where, fix: unlink ?? `Name a file outside ${outside}.` },
        pointer: "",
        outsideFile: true,
      });
      return;
    }
    context.report({
      messageId: "inFile",
      data: { store: published.store, where, fix: unlink ?? `Keep it outside ${outside}, for example ".leads/leads.jsonl".` },
      pointer: leads?.storeFile === undefined ? "/site/leads" : "/site/leads/storeFile",
    });
  },
});
