// A text a page of another language shows in English is marked lang="en" dir="ltr", in the
// prerendered HTML and in the browser, and nothing else is.
import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { markEnglishInDom, markEnglishInHtml } from "./english-marks.ts";

function Page({ extra = false }: { extra?: boolean }) {
  return (
    <main>
      <h2>ہمارے بارے میں</h2>
      <h3>Door to door & safe</h3>
      <p>
        Count: <b>3</b>
      </p>
      <img alt="A ship at sea" src="/ship.svg" />
      <input placeholder="Search cities" />
      {extra && <p>Door to door & safe</p>}
    </main>
  );
}
const english = ["Door to door & safe", "A ship at sea", "Search cities"];

describe("English texts on a page of another language", () => {
  it("are marked in the prerendered HTML: whole contents, descriptions and placeholders", () => {
    const html = markEnglishInHtml(renderToString(<Page />), english);
    expect(html).toContain('<h3 lang="en" dir="ltr">Door to door &amp; safe</h3>');
    expect(html).toContain("<h2>ہمارے بارے میں</h2>");
    expect(html).toMatch(/<img alt="A ship at sea" src="\/ship.svg" lang="en"\/?>/);
    expect(html).toMatch(/<input placeholder="Search cities" lang="en"\/?>/);
    expect(markEnglishInHtml(html, english)).toBe(html);
  });

  it("are marked in the browser, also in what is added later", async () => {
    const { container, rerender } = render(<Page />);
    const stop = markEnglishInDom(container, english);
    expect(container.querySelector("h3")).toHaveAttribute("lang", "en");
    expect(container.querySelector("h3")).toHaveAttribute("dir", "ltr");
    expect(container.querySelector("h2")).not.toHaveAttribute("lang");
    expect(container.querySelector("img")).toHaveAttribute("lang", "en");
    rerender(<Page extra />);
    await new Promise((done) => setTimeout(done));
    expect(container.querySelector("main > p:last-child")).toHaveAttribute("lang", "en");
    stop();
  });

  it("change nothing when the page has no English texts", () => {
    const html = renderToString(<Page />);
    expect(markEnglishInHtml(html, [])).toBe(html);
  });
});
