// A text beside other content in one element (an icon, other words): the text alone when it is in
// the page's language; in a span marked with the first language when it falls back to it, so the
// mark covers the text only and the element around it keeps the page's direction.
import { useFallbackMarks } from "../site-context.tsx";

export function MarkedText({ text }: { text: string }) {
  const marks = useFallbackMarks();
  return marks.has(text) ? <span {...marks(text)}>{text}</span> : text;
}
