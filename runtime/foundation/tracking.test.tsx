// Tracking on the live host names only, and only when pages.json names a tag manager: without one
// no script is added and nothing goes into a data layer, wherever the page is. (the test page is on
// localhost, so a site whose host names include localhost is "live" here.)
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Site } from "../../schema/index.ts";
import { shippedSite } from "../testing/render-block.tsx";

const shipped = shippedSite().file.site;
const live: Site = { ...shipped, hostnames: ["localhost"] };
const { tagManagerId: _none, ...untracked } = live;

/** A fresh copy of the module: it adds the script once per page, and each test is a page of its own. */
const tracking = async () => {
  vi.resetModules();
  return import("./tracking.ts");
};

const tagManagerScripts = () => [...document.querySelectorAll("script")].filter((script) => script.src.includes("googletagmanager"));

beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
});

afterEach(() => {
  document.head.innerHTML = "";
  delete window.dataLayer;
  delete window.gtag;
  vi.restoreAllMocks();
});

describe("tracking", () => {
  it("loads the tag manager named in pages.json on a live host name, and reports to it", async () => {
    const { startTracking, trackPageView } = await tracking();
    startTracking(live, "en");
    trackPageView(live, "/about", "About us");
    expect(tagManagerScripts().map((script) => script.src)).toEqual([`https://www.googletagmanager.com/gtag/js?id=${shipped.tagManagerId}`]);
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: "page_view", page_path: "/about" }));
  });

  it("loads nothing and fills no data layer when pages.json names no tag manager, even on a live host name", async () => {
    const { startTracking, trackEvent, trackPageView } = await tracking();
    startTracking(untracked, "en");
    trackPageView(untracked, "/about", "About us");
    trackEvent(untracked, { category: "Contact", action: "Call", label: "/about" });
    expect(tagManagerScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
    expect(console.info).toHaveBeenCalledWith("[tracking] page view", { path: "/about", title: "About us", language: "en" });
  });

  it("loads nothing on another host, a tag manager or not", async () => {
    const { startTracking, trackPageView } = await tracking();
    startTracking(shipped, "en");
    trackPageView(shipped, "/", "Home");
    expect(tagManagerScripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });
});
