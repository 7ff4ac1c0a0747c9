// The FAQ: search (case-insensitive, question or answer, empty categories dropped), the
// no-results state and Clear Search, one open item at a time, and the closing links.
import type { Page } from "@playwright/test";
import { expect, test } from "./test.ts";
import { blockOf, expectedPage, gotoHydrated, site, whatsappText } from "./helpers.ts";

interface Category {
  title: string;
  items: { question: string; answer: string }[];
}

const faq = blockOf(expectedPage("/faq"), "faq");
const categories = faq.categories as Category[];

/** What the spec's search should leave: categories with their matching questions. */
function expectedMatches(query: string): { title: string; questions: string[] }[] {
  const needle = query.toLowerCase();
  return categories
    .map((category) => ({
      title: category.title,
      questions: category.items
        .filter((item) => item.question.toLowerCase().includes(needle) || item.answer.toLowerCase().includes(needle))
        .map((item) => item.question),
    }))
    .filter((category) => category.questions.length > 0);
}

const faqSection = (page: Page) => page.getByRole("main");
const searchBox = (page: Page) => faqSection(page).getByRole("searchbox", { name: faq.searchLabel });
/** The question buttons on screen: every collapsible item is a button with aria-expanded. */
const questions = (page: Page) => faqSection(page).locator("button[aria-expanded]");
const categoryHeadings = (page: Page) =>
  faqSection(page)
    .getByRole("heading", { level: 3 })
    .filter({ hasNotText: faq.help?.title ?? "\u0000" });

async function shown(page: Page) {
  return questions(page).evaluateAll((buttons) => buttons.map((button) => (button.textContent ?? "").trim()));
}

test("search filters case-insensitively on question and answer and drops empty categories", async ({ page }) => {
  await gotoHydrated(page, "/faq");
  const all = categories.flatMap((category) => category.items.map((item) => item.question));
  expect(categories.map((category) => category.title)).toEqual(["Shipping Process", "Services & Pricing", "Tracking & Delivery", "Customs & Regulations"]);
  expect(all).toHaveLength(12);
  await expect.poll(() => shown(page)).toEqual(all);
  await expect(categoryHeadings(page)).toHaveText(categories.map((category) => category.title));

  // A word found only in answers, typed in odd case: two categories remain.
  const inAnswers = "wHaTsApP";
  const answerMatches = expectedMatches(inAnswers);
  expect(answerMatches.length).toBeGreaterThan(0);
  expect(answerMatches.length).toBeLessThan(categories.length);
  expect(answerMatches.flatMap((category) => category.questions).some((question) => question.toLowerCase().includes("whatsapp"))).toBe(false);
  await searchBox(page).fill(inAnswers);
  await expect.poll(() => shown(page)).toEqual(answerMatches.flatMap((category) => category.questions));
  await expect(categoryHeadings(page)).toHaveText(answerMatches.map((category) => category.title));

  // A word from a question, in capitals.
  const inQuestion = "PAYMENT";
  const questionMatches = expectedMatches(inQuestion);
  await searchBox(page).fill(inQuestion);
  await expect.poll(() => shown(page)).toEqual(questionMatches.flatMap((category) => category.questions));
  await expect(categoryHeadings(page)).toHaveText(questionMatches.map((category) => category.title));
  expect(questionMatches).toEqual([{ title: "Services & Pricing", questions: ["Which payment methods do you accept?"] }]);

  // A substring spanning words, found in questions and answers of several categories.
  const phrase = "ou deliver";
  expect(expectedMatches(phrase).length).toBeGreaterThan(0);
  await searchBox(page).fill(phrase.toUpperCase());
  await expect.poll(() => shown(page)).toEqual(expectedMatches(phrase).flatMap((category) => category.questions));
});

test("no results: the spec's message, and Clear Search empties the box and shows everything", async ({ page }) => {
  await gotoHydrated(page, "/faq");
  await searchBox(page).fill("zzz no such question");
  await expect(questions(page)).toHaveCount(0);
  await expect(faqSection(page).getByRole("heading", { name: "No results found" })).toBeVisible();
  await expect(faqSection(page)).toContainText("We couldn't find any FAQs matching your search query. Please try a different search or browse our categories.");
  const clear = faqSection(page).getByRole("button", { name: "Clear Search" });
  await clear.click();
  await expect(searchBox(page)).toHaveValue("");
  await expect(questions(page)).toHaveCount(12);
  await expect(faqSection(page).getByRole("heading", { name: "No results found" })).toHaveCount(0);
  await expect(categoryHeadings(page)).toHaveCount(4);
});

test("only one item is open at a time, with aria-expanded; the contact and live chat links", async ({ page }) => {
  await gotoHydrated(page, "/faq");
  const first = categories[0]?.items[0] as Category["items"][number];
  const other = categories[2]?.items[1] as Category["items"][number];
  const firstButton = faqSection(page).getByRole("button", { name: first.question });
  const otherButton = faqSection(page).getByRole("button", { name: other.question });
  const answer = (text: string) => faqSection(page).getByText(text, { exact: true });

  await expect(questions(page).and(page.locator('[aria-expanded="true"]'))).toHaveCount(0);
  await expect(answer(first.answer)).toBeHidden();

  await firstButton.click();
  await expect(firstButton).toHaveAttribute("aria-expanded", "true");
  await expect(answer(first.answer)).toBeVisible();

  await otherButton.click();
  await expect(otherButton).toHaveAttribute("aria-expanded", "true");
  await expect(firstButton).toHaveAttribute("aria-expanded", "false");
  await expect(answer(other.answer)).toBeVisible();
  await expect(answer(first.answer)).toBeHidden();
  await expect(questions(page).and(page.locator('[aria-expanded="true"]'))).toHaveCount(1);

  await otherButton.click();
  await expect(otherButton).toHaveAttribute("aria-expanded", "false");
  await expect(answer(other.answer)).toBeHidden();
  await expect(questions(page).and(page.locator('[aria-expanded="true"]'))).toHaveCount(0);

  // Keyboard: Enter and Space toggle an item too.
  await firstButton.focus();
  await page.keyboard.press("Enter");
  await expect(firstButton).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Space");
  await expect(firstButton).toHaveAttribute("aria-expanded", "false");

  // The closing panel: a link to the contact page and a live chat that opens WhatsApp in a new tab.
  const help = faq.help;
  if (!help) throw new Error("the FAQ of pages.json has a help panel");
  const contactLink = faqSection(page).getByRole("link", { name: help.contactLabel });
  await expect(contactLink).toHaveAttribute("href", "/contact/");
  const chat = faqSection(page).getByRole("link", { name: help.chatLabel });
  await expect(chat).toHaveAttribute("target", "_blank");
  const href = (await chat.getAttribute("href")) as string;
  expect(href.startsWith(`https://wa.me/${site.whatsapp}?text=`)).toBe(true);
  expect(whatsappText(href)).toBe(expectedPage("/faq").whatsappMessage);
});
