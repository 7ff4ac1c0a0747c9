// A block's kind in words ("call-to-action" reads "Call to action", "faq" reads "FAQ"): the outline
// and the form show it where the file has the kind's code, which is never edited in the editor.
const spelled: Readonly<Record<string, string>> = { faq: "FAQ" };

export function kindName(type: string): string {
  if (spelled[type]) return spelled[type];
  const words = type.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
