// Page views and events. On the two live host names from pages.json they go to the tag manager's
// data layer; everywhere else, and on a site whose pages.json names no tag manager, they are only
// logged, and the tag-manager script is never loaded (nor allowed by the site's security policy,
// cli/build/security-headers.ts).
import type { Site } from "../../schema/index.ts";

export interface TrackedEvent {
  category: string;
  action: string;
  label: string;
  value?: number;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export function isLiveHost(site: Pick<Site, "hostnames">, hostname: string = window.location.hostname): boolean {
  return site.hostnames.includes(hostname);
}

/** The tag manager to report to from this page, or null: on a live host name, when pages.json names one. */
function tagManagerHere(site: Site): string | null {
  return site.tagManagerId !== undefined && isLiveHost(site) ? site.tagManagerId : null;
}

// Called with any arguments; the body reads them as one `arguments` object (see below).
const gtag: (...args: unknown[]) => void = function () {
  window.dataLayer ??= [];
  // gtag.js acts only on arguments objects, not on arrays, so its own snippet pushes `arguments`.
  // oxlint-disable-next-line prefer-rest-params -- a rest parameter would be an array, which gtag.js ignores
  window.dataLayer.push(arguments);
};

let loaded = false;
/** The language of the pages this document shows: every page view and event carries it. */
let pageLanguage = "en";

/** Notes the page's language, and adds the tag-manager script once, on a live host only. */
export function startTracking(site: Site, language: string): void {
  pageLanguage = language;
  const id = tagManagerHere(site);
  if (loaded || id === null) return;
  loaded = true;
  window.gtag = gtag;
  gtag("js", new Date());
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

export function trackPageView(site: Site, path: string, title: string): void {
  const id = tagManagerHere(site);
  if (id === null) {
    console.info("[tracking] page view", { path, title, language: pageLanguage });
    return;
  }
  window.dataLayer ??= [];
  window.dataLayer.push({ event: "page_view", page_path: path, page_title: title, page_language: pageLanguage });
  gtag("config", id, { page_path: path, page_title: title, page_language: pageLanguage });
}

export function trackEvent(site: Site, event: TrackedEvent): void {
  if (tagManagerHere(site) === null) {
    console.info("[tracking] event", { ...event, language: pageLanguage });
    return;
  }
  window.dataLayer ??= [];
  window.dataLayer.push({ event: "custom_event", ...event, page_language: pageLanguage });
  gtag("event", event.action, { event_category: event.category, event_label: event.label, value: event.value, page_language: pageLanguage });
}
