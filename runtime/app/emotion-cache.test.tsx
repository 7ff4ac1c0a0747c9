// The style tags of a prerendered page are read from the page's own cache: the same tags emotion's
// own extraction gives after searching the HTML for the classes it uses, global styles first.
// @vitest-environment node
import { CacheProvider, Global, css } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createServerEmotionCache, emotionKey, prerenderedClassesAttribute, prerenderedStyleTags } from "./emotion-cache.ts";

function Sample() {
  return (
    <>
      <Global styles={{ ":root": { "--c-text": "#14213d" } }} />
      <header css={{ position: "fixed", top: 0 }}>
        <p css={css({ color: "var(--c-text)" })}>one</p>
        {/* An empty style, which emotion sorts with the globals. */}
        <p css={css({})}>two</p>
      </header>
    </>
  );
}

/** The tags as emotion's extractCriticalToChunks gives the chunks, written as prerenderedStyleTags writes them. */
function emotionsOwn(): string {
  const cache = createServerEmotionCache();
  const html = renderToString(
    <CacheProvider value={cache}>
      <Sample />
    </CacheProvider>,
  );
  return createEmotionServer(cache)
    .extractCriticalToChunks(html)
    .styles.map(({ key, ids, css: rules }) =>
      key === emotionKey
        ? `<style ${prerenderedClassesAttribute}="${ids.join(" ")}">${rules}</style>`
        : `<style data-emotion="${key} ${ids.join(" ")}" data-s="">${rules}</style>`,
    )
    .join("");
}

describe("prerenderedStyleTags", () => {
  it("writes what emotion's extraction finds, from the page's own cache, and the render writes no style of its own", () => {
    const cache = createServerEmotionCache();
    const html = renderToString(
      <CacheProvider value={cache}>
        <Sample />
      </CacheProvider>,
    );
    expect(html).not.toContain("<style");
    const tags = prerenderedStyleTags(cache);
    expect(tags).toBe(emotionsOwn());
    expect(tags.indexOf("--c-text:#14213d")).toBeLessThan(tags.indexOf(prerenderedClassesAttribute));
    expect(tags).toContain("position:fixed");
  });

  it("writes the properties as written, without the prefixes of old browsers", () => {
    const cache = createServerEmotionCache();
    renderToString(
      <CacheProvider value={cache}>
        <p css={{ display: "flex", alignItems: "center", transform: "rotate(-45deg)", textDecoration: "none", marginInlineEnd: "auto" }}>one</p>
      </CacheProvider>,
    );
    const rules = /<style [^>]*>(.*)<\/style>/.exec(prerenderedStyleTags(cache))?.[1];
    expect(rules).toMatch(/^\.s-[0-9a-z]+\{display:flex;align-items:center;transform:rotate\(-45deg\);text-decoration:none;margin-inline-end:auto;\}$/);
  });
});
