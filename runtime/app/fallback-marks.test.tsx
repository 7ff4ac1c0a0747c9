// A text a page of another language shows in the first language (it has no words in that language
// yet) is marked lang="en" dir="ltr" by the element that renders it, or lang="en" where it names an
// element: in the prerendered HTML and in the browser alike, so hydration finds what it renders. A
// first-language page and a page whose texts are all translated carry no mark.
import { CacheProvider } from "@emotion/react";
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { PagesFile, Text } from "../../schema/index.ts";
import { preloadBlocks, registry } from "../../blocks/index.ts";
import { expandEditions } from "../foundation/content/expand.ts";
import type { BlockType } from "../foundation/content/types.ts";
import { memoryPageSource } from "../data/memory-source.ts";
import { shippedFile } from "../testing/grown-site.ts";
import { createEmotionCache } from "./emotion-cache.ts";
import { PageView } from "./app.tsx";
import { renderPage } from "./entry-server.tsx";

/** The text's English, with its Urdu taken away: the Urdu page shows the English. */
function untranslated(text: Text): string {
  if (typeof text === "string") return text;
  delete text.ur;
  return text.en;
}

/** The shipped file with a few texts of the home page, its shell and a city left in English only. */
function partlyTranslated() {
  const file = shippedFile();
  const home = file.pages.find((page) => page.route === "/")!;
  const hero = home.blocks.find((block) => block.type === "hero")!;
  const grid = home.blocks.find((block) => block.type === "image-grid")!;
  const karachi = file.families.destinations.entries.find((entry) => entry.slug === "karachi")!;
  const english = {
    heading: untranslated(hero.title),
    button: untranslated(hero.buttons![0]!.label),
    picture: untranslated(grid.images[0]!.alt),
    about: untranslated(file.navigation.footer.about),
    navigation: untranslated(file.labels.mainNavigation),
    city: untranslated(karachi.city),
    cityText: untranslated(karachi.description),
  };
  return { file, english };
}

/** A page as the build writes it, in a document of its own language. */
async function prerendered(file: PagesFile, path: string) {
  await preloadBlocks(Object.keys(registry) as BlockType[]);
  const editions = expandEditions(file);
  const edition = path.startsWith("/ur") ? editions[1]! : editions[0]!;
  const source = memoryPageSource(edition);
  const rendered = await renderPage(source, path);
  document.head.innerHTML = rendered.head;
  document.documentElement.lang = edition.language.code;
  document.documentElement.dir = edition.language.dir;
  const host = document.createElement("div");
  host.innerHTML = rendered.app;
  document.body.append(host);
  return { host, shell: source.shell, data: rendered.data };
}

/** The elements of the page that say their own language, but the switcher's links to the other languages. */
const marked = (host: Element) => [...host.querySelectorAll("[lang]")].filter((element) => !element.hasAttribute("hreflang"));

describe("a text shown in the first language on a page of another language", () => {
  it("is marked by what renders it: whole contents with lang and dir, names and descriptions with lang", async () => {
    const { file, english } = partlyTranslated();
    const { host } = await prerendered(file, "/ur/");
    const byText = (text: string) => [...host.querySelectorAll("h1, p, a, span")].findLast((element) => element.textContent === text);
    for (const text of [english.heading, english.button, english.about, english.city, english.cityText]) {
      expect(byText(text), text).toHaveAttribute("lang", "en");
      expect(byText(text), text).toHaveAttribute("dir", "ltr");
    }
    // The button's icon stays where the Urdu page puts it: the mark is on the label alone.
    expect(byText(english.button)?.tagName).toBe("SPAN");
    expect(host.querySelector(`img[alt="${english.picture}"]`)).toHaveAttribute("lang", "en");
    expect(host.querySelector(`img[alt="${english.picture}"]`)).not.toHaveAttribute("dir");
    expect(host.querySelector(`nav[aria-label="${english.navigation}"]`)).toHaveAttribute("lang", "en");
    // Nothing else is marked: each marked element shows or is named by one of those texts.
    const texts = new Set(Object.values(english));
    const ownText = (element: Element) => element.getAttribute("alt") ?? element.getAttribute("aria-label") ?? element.textContent;
    expect(marked(host).filter((element) => !texts.has(ownText(element) ?? ""))).toEqual([]);
    expect(marked(host).length).toBeGreaterThanOrEqual(Object.keys(english).length);
    expect(host.querySelector("h2:not([lang])")).not.toBeNull();
    host.remove();
  });

  it("is marked alike when the browser hydrates the page: no warning, no mismatch", async () => {
    const { file, english } = partlyTranslated();
    const { host, shell, data } = await prerendered(file, "/ur/");
    const consoleError = vi.spyOn(console, "error");
    const onRecoverableError = vi.fn();
    const root = await act(() =>
      hydrateRoot(
        host,
        <CacheProvider value={createEmotionCache()}>
          <MemoryRouter initialEntries={["/ur/"]}>
            <PageView shell={shell} data={data} />
          </MemoryRouter>
        </CacheProvider>,
        { onRecoverableError },
      ),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect(host.querySelector("h1")).toHaveTextContent(english.heading);
    expect(host.querySelector("h1")).toHaveAttribute("lang", "en");
    act(() => root.unmount());
    host.remove();
  });

  it("leaves the first language's page and a fully translated page as they are", async () => {
    const { file } = partlyTranslated();
    const english = await prerendered(file, "/");
    expect(marked(english.host)).toEqual([]);
    english.host.remove();
    const translated = await prerendered(shippedFile(), "/ur/");
    expect(marked(translated.host)).toEqual([]);
    expect(translated.data.englishTexts).toBeUndefined();
    translated.host.remove();
  });
});
