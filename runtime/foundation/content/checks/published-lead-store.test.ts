import { lineIn, testCheck } from "../../../lint/testing/check-tester.ts";
import { publishedLeadStore } from "./published-lead-store.ts";

const inPublic = { store: ".leads/leads.jsonl", folder: "public", how: "the build copies into dist/" };

testCheck(publishedLeadStore, {
  valid: [{ name: "a store in no published folder" }],
  invalid: [
    {
      name: "a store inside public/",
      project: { publishedStore: () => inPublic },
      findings: (text) => [
        {
          line: lineIn(text, '"storeFile"'),
          column: 20,
          messageId: "inFile",
          data: {
            store: ".leads/leads.jsonl",
            where: "inside public/, which the build copies into dist/: anyone could download the name, phone number and email of every lead",
            fix: 'Keep it outside public/ and dist/, for example ".leads/leads.jsonl".',
          },
        },
      ],
    },
    {
      name: "a store named by the environment, outside the file",
      project: { publishedStore: () => ({ ...inPublic, fromEnvironment: { variable: "PAGES_LEADS_FILE", value: "public/leads.jsonl" } }) },
      findings: () => [
        {
          line: 0,
          column: 0,
          messageId: "fromEnvironment",
          data: {
            value: "public/leads.jsonl",
            variable: "PAGES_LEADS_FILE",
            where: "inside public/, which the build copies into dist/: anyone could download the name, phone number and email of every lead",
            fix: "Name a file outside public/ and dist/.",
          },
        },
      ],
    },
  ],
});
