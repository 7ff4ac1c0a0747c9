// The formats `pages leads --format` offers, apart from the code that writes them (format.ts), which
// loads the lead store's modules: the CLI names the choices at every start, whatever the command.
export const leadFormats = ["table", "csv", "json"] as const;
export type LeadFormat = (typeof leadFormats)[number];
