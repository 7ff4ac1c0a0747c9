import { render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InlineDrawings, Picture } from "./picture.tsx";

const drawing = "data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E";
const hero = { src: "/images/cities/lahore.svg", alt: "Lahore", sizes: "100vw", width: 1200, height: 600 };

function withDrawings(element: React.ReactElement, drawings: Record<string, string> = { [hero.src]: drawing }) {
  return <InlineDrawings.Provider value={drawings}>{element}</InlineDrawings.Provider>;
}

describe("Picture", () => {
  it("draws a page's main picture from the HTML when the build wrote it in, with nothing to fetch first", () => {
    const image = render(withDrawings(<Picture {...hero} priority />)).container.querySelector("img")!;
    expect(image.getAttribute("src")).toBe(drawing);
    expect(image.getAttribute("alt")).toBe("Lahore");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["1200", "600"]);
    expect(image.hasAttribute("fetchpriority")).toBe(false);
    expect(image.getAttribute("loading")).toBeNull();
  });

  it("fetches the same picture by its address where it is not the page's main one, or where no drawing was given", () => {
    const lower = render(withDrawings(<Picture {...hero} />)).container.querySelector("img")!;
    expect([lower.getAttribute("src"), lower.getAttribute("loading")]).toEqual([hero.src, "lazy"]);
    const main = render(<Picture {...hero} priority />).container.querySelector("img")!;
    expect([main.getAttribute("src"), main.getAttribute("loading"), main.getAttribute("fetchpriority")]).toEqual([hero.src, "eager", "high"]);
    const inherited = render(withDrawings(<Picture {...hero} src="constructor" priority />, {})).container.querySelector("img")!;
    expect(inherited.getAttribute("src")).toBe("constructor");
  });

  it("is not preloaded by the server's render when drawn from the HTML: the drawing would be written twice", () => {
    expect(renderToString(<Picture {...hero} priority />)).toContain(`rel="preload"`);
    const drawn = renderToString(withDrawings(<Picture {...hero} priority />));
    expect(drawn).not.toContain("preload");
    expect(drawn.match(/data:image\/svg\+xml/g)).toHaveLength(1);
  });
});
