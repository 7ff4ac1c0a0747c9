// A rule's messages, by id, and the data that fills each one's {{placeholders}}: what defineRule
// declares and what a report gives (rule-context.ts).

export type Messages = Readonly<Record<string, string>>;

type Placeholders<Text extends string> = Text extends `${string}{{${infer Name}}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/** The values a message's {{placeholders}} are filled with. */
export type MessageData<Text extends string> = { readonly [Name in Placeholders<Text>]: string | number };
