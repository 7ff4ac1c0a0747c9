// A rule's messages, by id, and the data that fills each one's {{placeholders}}: what defineRule
// declares and what a report gives (rule-context.ts). The shape is the core's, shared with validate's checks.
export type { MessageData, Messages } from "../foundation/content/index.ts";
