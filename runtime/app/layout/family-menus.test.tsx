// The family menus of the layout (the second bar's dropdowns, the phone menu, the footer columns) with
// the shell of a site of 5,000 cities: each shows the bounded list and then its "All cities" link. At
// today's size nothing is left out, so no such link shows.
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { expandSite } from "../../foundation/content/expand.ts";
import { findPage, pageDataOf } from "../../data/page-data.ts";
import { shellOf } from "../../data/shell.ts";
import { SiteProvider } from "../../foundation/site-context.tsx";
import { shippedFile, withDestinations } from "../../testing/grown-site.ts";
import { Layout } from "./layout.tsx";

function renderLayout(cities: number | null) {
  const site = expandSite(cities === null ? shippedFile() : withDestinations(cities));
  const home = findPage(site, "/")!;
  const shell = shellOf(site);
  render(
    <MemoryRouter initialEntries={["/"]}>
      <SiteProvider shell={shell} data={pageDataOf(site, home.page)}>
        <Layout shell={shell}>
          <p>content</p>
        </Layout>
      </SiteProvider>
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), shell };
}

// Hidden in the test page (shown by a media query only): found by its label, which hidden elements do not get as a name.
const secondBar = () => document.querySelector<HTMLElement>('nav[aria-label="Services and areas"]')!;
const names = (links: HTMLElement[]) => links.map((link) => link.textContent);
const citiesColumn = () => within(screen.getByRole("contentinfo")).getByRole("navigation", { name: "Cities", hidden: true });

describe("family menus on a site with 5,000 cities", () => {
  it("the footer's Cities column lists 20 cities, then All cities", () => {
    renderLayout(5000);
    const links = within(citiesColumn()).getAllByRole("link", { hidden: true });
    expect(links).toHaveLength(21);
    expect(names(links.slice(0, 3))).toEqual(["Karachi", "Lahore", "Islamabad"]);
    expect(links.at(-1)).toHaveTextContent("All cities");
    expect(links.at(-1)).toHaveAttribute("href", "/service-areas/");
  });

  it("the Pakistan Cities dropdown, opened, lists 20 cities, then All cities, reachable with the arrow keys", async () => {
    const { user } = renderLayout(5000);
    const bar = secondBar();
    const button = within(bar).getByRole("button", { name: "Pakistan Cities", hidden: true });
    await user.click(button);
    const list = document.getElementById(button.getAttribute("aria-controls")!)!;
    const links = within(list).getAllByRole("link", { hidden: true });
    expect(links).toHaveLength(21);
    expect(links.at(-1)).toHaveTextContent("All cities");
    expect(links.at(-1)).toHaveAttribute("href", "/service-areas/");
    links[0]!.focus();
    await user.keyboard("{End}");
    expect(links.at(-1)).toHaveFocus();
  });

  it("the phone menu's Pakistan Cities group lists 20 cities, then All cities", async () => {
    const { user, shell } = renderLayout(5000);
    await user.click(within(screen.getByRole("banner")).getByRole("button", { name: shell.header.menuLabel, hidden: true }));
    const menu = screen.getByRole("dialog", { name: shell.labels.menu!, hidden: true });
    const group = within(menu).getByRole("button", { name: /Pakistan Cities/, hidden: true });
    await user.click(group);
    const links = within(document.getElementById(group.getAttribute("aria-controls")!)!).getAllByRole("link", { hidden: true });
    expect(links).toHaveLength(21);
    expect(links.at(-1)).toHaveTextContent("All cities");
  });
});

describe("family menus of the shipped site", () => {
  it("show every city and no All cities link", async () => {
    const { user } = renderLayout(null);
    expect(within(citiesColumn()).getAllByRole("link", { hidden: true })).toHaveLength(16);
    const bar = secondBar();
    for (const [label, count] of [
      ["Services", 11],
      ["UAE Areas", 8],
      ["Pakistan Cities", 16],
    ] as const) {
      const button = within(bar).getByRole("button", { name: label, hidden: true });
      await user.click(button);
      const links = within(document.getElementById(button.getAttribute("aria-controls")!)!).getAllByRole("link", { hidden: true });
      expect(links, label).toHaveLength(count);
      expect(
        links.filter((link) => link.textContent?.startsWith("All ")),
        label,
      ).toEqual([]);
      await user.keyboard("{Escape}");
    }
    expect(within(screen.getByRole("contentinfo")).queryAllByText(/^All /)).toEqual([]);
  });
});
