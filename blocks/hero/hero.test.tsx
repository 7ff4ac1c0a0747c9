import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BlockOf } from "../../runtime/foundation/content/types.ts";
import { blockOn, prerenderOnPage, renderInOtherLanguage, renderOnPage } from "../../runtime/testing/render-block.tsx";
import { HeroBlock } from "./index.tsx";

type Hero = BlockOf<"hero">;

describe("hero", () => {
  it("shows the page's h1, its text and the declared buttons in order", () => {
    const block = blockOn<Hero>("/", "hero");
    const { shell } = renderOnPage(<HeroBlock block={block} />, "/");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(block.title);
    expect(screen.getByText(block.text)).toBeInTheDocument();

    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Call Now", "WhatsApp", "Get a Free Quote"]);
    expect(links[0]).toHaveAttribute("href", `tel:${shell.site.phone.replace(/ /g, "")}`);
    expect(links[1]).toHaveAttribute("href", expect.stringMatching(new RegExp(`^https://wa\\.me/${shell.site.whatsapp}\\?text=`)));
    expect(links[1]).toHaveAttribute("target", "_blank");
    expect(links[2]).toHaveAttribute("href", "/contact/");
  });

  it("names the section after its heading and shows no picture when none is declared", () => {
    renderOnPage(<HeroBlock block={blockOn<Hero>("/about", "hero")} />, "/about");
    expect(screen.getByRole("region", { name: "About Indus Cargo & Movers" })).toBeInTheDocument();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("shows a destination's picture with its alt text, its size and a high fetch priority", () => {
    const block = blockOn<Hero>("/pakistan-cargo-to-karachi", "hero");
    renderOnPage(<HeroBlock block={block} />, "/pakistan-cargo-to-karachi");
    const image = screen.getByRole("img", { name: "Illustration of the Karachi skyline" });
    expect(image).toHaveAttribute("src", "/images/cities/karachi.svg");
    expect(image).toHaveAttribute("width", "1200");
    expect(image).toHaveAttribute("height", "600");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image).not.toHaveAttribute("loading", "lazy");
  });

  it("shows a photo the build made into sizes as a <picture>: AVIF and WebP for its width, the photo's own ratio, fetched first", () => {
    const block = { ...blockOn<Hero>("/pakistan-cargo-to-karachi", "hero"), image: "/images/warehouse.jpg" };
    const made = {
      width: 1600,
      height: 1200,
      src: "/assets/warehouse-1600-AAAAAAAA.jpg",
      sources: [
        { type: "image/avif" as const, srcset: "/assets/warehouse-480-BBBBBBBB.avif 480w, /assets/warehouse-1600-CCCCCCCC.avif 1600w" },
        { type: "image/webp" as const, srcset: "/assets/warehouse-480-DDDDDDDD.webp 480w, /assets/warehouse-1600-EEEEEEEE.webp 1600w" },
      ],
    };
    const html = prerenderOnPage(<HeroBlock block={block} />, "/pakistan-cargo-to-karachi", { pictures: { "/images/warehouse.jpg": made } });
    const document = new DOMParser().parseFromString(html, "text/html");
    const sources = [...document.querySelectorAll("picture > source")];
    expect(sources.map((source) => [source.getAttribute("type"), source.getAttribute("srcset")])).toEqual(
      made.sources.map((source) => [source.type, source.srcset]),
    );
    // Drawn the screen's width on phones, beside the text (under half the page) from 1024 px.
    expect(sources.map((source) => source.getAttribute("sizes"))).toEqual(Array(2).fill("(min-width: 1200px) 564px, (min-width: 1024px) 47vw, 100vw"));
    const image = document.querySelector("picture > img")!;
    expect(image.getAttribute("src")).toBe(made.src);
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["1600", "1200"]);
    expect([image.getAttribute("loading"), image.getAttribute("fetchpriority")]).toEqual(["eager", "high"]);
    expect(image.getAttribute("alt")).toBe(block.imageAlt);
  });

  it("ignores the alt text of a destination without a picture", () => {
    const block = blockOn<Hero>("/pakistan-cargo-to-quetta", "hero");
    expect(block.image).toBeUndefined();
    const { container } = renderOnPage(<HeroBlock block={block} />, "/pakistan-cargo-to-quetta");
    expect(container.querySelector("img")).toBeNull();
    expect(screen.queryByText(/skyline/)).toBeNull();
  });

  it("renders a link button without an address as a plain button (the area pages' Get a Quote)", () => {
    renderOnPage(<HeroBlock block={blockOn<Hero>("/areas/dubai", "hero")} />, "/areas/dubai");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Cargo Services in Dubai");
    const quote = screen.getByRole("button", { name: "Get a Quote" });
    expect(quote).toHaveAttribute("type", "button");
    expect(quote.closest("a")).toBeNull();
    // The only link is the WhatsApp chat, with the area's own greeting.
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual(["WhatsApp"]);
    expect(screen.getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toContain(encodeURIComponent("pickup from Dubai"));
  });

  it("marks what it shows in English on an Urdu page, having no Urdu yet: the heading, the text, the picture's description, a button's label", () => {
    const hero = {
      type: "hero" as const,
      title: "Moving home to Pakistan",
      text: { en: "We pack, ship and deliver.", ur: "ہم پیک کرتے، بھیجتے اور پہنچاتے ہیں۔" },
      image: "/images/cities/karachi.svg",
      imageAlt: "A truck at the port",
      buttons: [{ kind: "call" as const, label: "Call us today" }],
    };
    const { marks, container } = renderInOtherLanguage((shown) => <HeroBlock block={shown} />, hero);
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading).toHaveAttribute("lang", marks.lang);
    expect(heading).toHaveAttribute("dir", marks.dir);
    expect(screen.getByText("ہم پیک کرتے، بھیجتے اور پہنچاتے ہیں۔")).not.toHaveAttribute("lang");
    expect(container.querySelector("img")).toHaveAttribute("lang", marks.lang);
    expect(container.querySelector("img")).not.toHaveAttribute("dir");
    // The label alone: the phone icon beside it stays where the right-to-left page puts it.
    const label = screen.getByText("Call us today");
    expect(label.tagName).toBe("SPAN");
    expect(label).toHaveAttribute("lang", marks.lang);
    expect(screen.getByRole("link", { name: "Call us today" })).not.toHaveAttribute("lang");
  });
});
