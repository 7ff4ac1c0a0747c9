// Every budget of every benchmark, and of the test that enforces one of them on every `npm test`:
// change a number here and every report (and tests/e2e/budgets.spec.ts) follows. Each comment says
// what the budget protects, so that a missed one can be weighed before a number is raised.
//
// Timings are medians, in milliseconds, on the 2-core machine the benchmarks were written on;
// sizes are bytes (1 KB = 1024 B).
import { KB, type Budget } from "./measure.ts";

const atMost = (value: number): Budget => ({ op: "<=", value });
const atLeast = (value: number): Budget => ({ op: ">=", value });

export const budgets = {
  /** `npm run bench:cli`: `pages validate` and `pages lint` end to end, process start included. */
  cli: {
    // An editor checks the file on every save: on the shipped site the answer must feel immediate.
    validateShippedMs: atMost(300),
    // A site grown to 10,000 cities can still be checked before every deploy without a wait.
    validateTenThousandMs: atMost(3_000),
    // What our own checks and plain-words messages add to the schema check itself: at most half
    // again the time plain ajv takes with the same schema files, at 10,000 cities, where the
    // checking outweighs the process start both share.
    validateVsAjvTenThousand: atMost(1.5),
    // Lint is run by hand before a deploy and by a build server: on the shipped site, as quick as
    // a glance.
    lintShippedMs: atMost(500),
    // Lint reads every text of every page: this keeps its cost growing with the site, no faster.
    lintTenThousandMs: atMost(5_000),
    // A first build (a fresh clone, CI) dates its pages from the git history of pages.json: on the
    // shipped file's own history, a small part of the build.
    historyShippedMs: atMost(5_000),
    // At 10,000 cities, three commits and a change not committed, each of one city: only the pages
    // a changed entry reaches are expanded, so the history stays a small part of such a build (60 s).
    historyTenThousandMs: atMost(10_000),
  },

  /** `npm run bench`: Lighthouse (mobile, simulated slow phone), builds and first-load bytes. */
  site: {
    lighthouse: {
      // The site is found through search and opened on phones: performance is what it competes on.
      performance: atLeast(99),
      // Every visitor can use every page, with a screen reader or the keyboard too.
      accessibility: atLeast(100),
      // No console errors, no deprecated APIs, images at their right sizes.
      bestPractices: atLeast(100),
      // Every page is one search engines can read: title, description, canonical link, crawlable links.
      seo: atLeast(100),
      // The hero text or image shows within 0.9 s on a slow phone, in every language: the visitor sees
      // the offer at once, and a reader of Urdu no later than one of English.
      lcpMs: atMost(900),
      // Starting the code never holds up a tap or a scroll for long.
      tbtMs: atMost(50),
      // Nothing moves under the visitor's finger while the page loads (fonts, images, hydration).
      cls: atMost(0.01),
    },
    // A page whose hero is a photo uploaded from a phone (4000x3000) shows it within 1.2 s (the
    // illustrated pages, 0.9 s): the build's AVIF and WebP sizes, not the original's megabytes, reach the phone.
    photoHeroLcpMs: atMost(1_200),
    // A page's first-load JavaScript (every script its HTML names or its start script fetches,
    // gzipped at level 9): React DOM alone is 66 KB of it, so every new library or block shows
    // here. tests/e2e/budgets.spec.ts holds every page to it on each `npm test`; the bench reports
    // what Lighthouse saw load.
    firstLoadJsGzipBytes: atMost(100 * KB),
    // A page's HTML as the server sends it (compressed as a phone asks, with its response headers)
    // arrives in the first round trip of a new connection: ten packets of 1,460 bytes. One byte over
    // and the phone waits a round trip more before it can paint (150 ms on Lighthouse's phone: the
    // Urdu home page's LCP went from 757 to 914 ms when a button took it 200 bytes over).
    // tests/e2e/budgets.spec.ts holds every page to it.
    htmlFirstRoundTripBytes: atMost(10 * 1460),
    // A language with no typeface of its own (English) downloads no font at all: the Urdu pages'
    // Nastaliq costs the English pages nothing.
    fontBytesWithoutOwnFont: atMost(0),
    // A change to pages.json is live a build later: the shipped site builds in half a minute...
    buildShippedMs: atMost(30_000),
    // ...and a site grown to 1,000 cities in two minutes.
    buildGeneratedMs: atMost(120_000),
    // A destination page at 1,000 cities downloads at most 10% more on its first load than on the
    // shipped site, beyond the navigation's own extra city names: no page carries the whole site.
    growthBeyondNavigation: atMost(0.1),
  },

  /** `npm run bench`, its scale section: the shipped site, 1,000 and 10,000 destinations built and weighed. */
  scale: {
    // A site grown to 10,000 cities is live within a minute of a change, on the 2-core machine...
    buildTenThousandMs: atMost(60_000),
    // A site whose new cities are written in English only (shown in English, marked as such, on
    // the other languages' pages) builds as fast as the same site translated: at most 10% slower.
    // The marks are set as the pages render, so their cost must not grow with pages times texts.
    englishOnlyBuildGrowth: atMost(0.1),
    // ...and builds on a small build server or an old laptop: the build process's peak memory.
    buildTenThousandPeakBytes: atMost(2 * 1024 * KB * KB),
    // dist/ grows with the number of pages, not faster: its bytes per page at 10,000 cities are at
    // most 10% over the shipped site's (a page that listed every city made it grow with the square).
    distBytesPerPageGrowth: atMost(0.1),
    // A city's page weighs what it weighs on the shipped site, whatever the number of cities: its
    // first load (HTML, JavaScript, styles, data, gzipped) at most 10% more at 10,000 cities.
    firstLoadGrowth: atMost(0.1),
  },

  /** `npm run bench:editor`: `pages edit` on a site grown to 10,000 destinations. */
  editor: {
    // The editor opens a 10,000-city file (outline and first form on screen) in under 2 s.
    openTenThousandMs: atMost(2_000),
    // Typing stays fluid wherever a person types (a company fact, a page's text, a city's text in
    // either language, the Add form, the outline's filter) while the whole site is checked after
    // every change: a key is handled and painted (its Event Timing duration, the figure behind INP)
    // within 50 ms on the shipped file and a tenth of a second at 10,000 cities, nine times in ten.
    keyShippedMs: atMost(50),
    keyTenThousandMs: atMost(100),
    // The staff add a city from their phones too: on a mid-range phone (a 390 px screen, its
    // processor four times slower), a key in any of those boxes of the shipped file within a tenth
    // of a second, nine times in ten.
    keyShippedPhoneMs: atMost(100),
    // On the shipped file, a contradiction typed into a field is shown there, with its lint rule,
    // within a second of the last key.
    lintShownShippedMs: atMost(1_000),
    // A save that changes every English text of the shipped file (a find-and-replace) is done,
    // flushed to disk, within a second...
    saveEveryTextShippedMs: atMost(1_000),
    // ...and the editor's server keeps answering meanwhile: another request (a second tab, the
    // pictures of the preview) waits at most a tenth of a second.
    requestDuringSaveMs: atMost(100),
  },

  /** `npm run bench:typing`: every box of the site and of the admin, on a phone (4x slower processor). */
  typing: {
    // A visitor typing into the FAQ's search, the cities' search or the contact form sees each key
    // at once on a mid-range phone, in either language: handled and painted within a tenth of a
    // second, nine times in ten (half of what the web counts a good response, INP 200 ms).
    siteKeyPhoneMs: atMost(100),
    // The cities' search at 10,000 cities, its longest list, still within a good response.
    siteKeyPhoneTenThousandMs: atMost(200),
    // The staff sign in, search the inbox, write a note and add a user on their phones as quickly:
    // the admin's pages run no script, so this guards what the pages around the boxes cost.
    adminKeyPhoneMs: atMost(100),
  },

  /** `npm run bench:leads`: the lead endpoint under a burst of submissions. */
  leads: {
    // 50 visitors sending at once all see their answer long before the form gives up (10 s by
    // default), on a machine busy with other work too.
    p99Ms: atMost(2_000),
  },
};
