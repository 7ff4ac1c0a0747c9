// The Add form with the worker's look ahead run in place: each problem at its box, linked to it,
// and nothing added until there is none.
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { NewEntryInput } from "../foundation/content/index.ts";
import { AddEntry } from "./add-entry.tsx";
import { cachedSchemaValidator } from "../server/index.ts";
import { previewAdd } from "./add-preview.ts";

const shipped = readFileSync("pages.json", "utf8");
const pictures = [...new Set([...shipped.matchAll(/"(\/(?:images|icons)\/[^"]+)"/g)].map((match) => match[1]!))];
const lookAhead = (document: unknown, input: NewEntryInput) =>
  Promise.resolve(
    previewAdd({ id: 1, baseText: shipped, document, input, publicFiles: pictures, file: "pages.json", leadStore: null, schema: cachedSchemaValidator() })
      .preview,
  );
const patiently = { timeout: 15_000 };

describe("the Add form", () => {
  it("shows what adding would break at its box, adds nothing, then adds once it is fixed", async () => {
    const added: string[] = [];
    render(<AddEntry family="destinations" document={JSON.parse(shipped)} previewAdd={lookAhead} onAdd={(_, pointer) => added.push(pointer)} />);
    const formElement = screen.getByRole("form", { name: "Add destination" });
    const form = within(formElement);
    expect(formElement).not.toHaveAttribute("aria-busy");
    fireEvent.change(form.getByLabelText("City"), { target: { value: "Mardan" } });
    const list = form.getByLabelText(/^Neighbourhoods \(/);
    fireEvent.change(list, { target: { value: "A, B, C, D, E" } });
    // Busy while the worker checks, and no longer once it has answered.
    expect(formElement).toHaveAttribute("aria-busy", "true");

    await waitFor(() => expect(list).toHaveAttribute("aria-invalid", "true"), patiently);
    expect(formElement).not.toHaveAttribute("aria-busy");
    expect(list).toHaveAccessibleDescription(/^Mardan has 5 neighbourhoods; a destination needs exactly 6\./);
    const message = document.getElementById(list.getAttribute("aria-describedby")!.split(" ")[0]!)!;
    expect(message).toHaveAttribute("aria-live", "polite");
    expect(form.getByLabelText("City")).not.toHaveAttribute("aria-invalid");

    fireEvent.click(form.getByRole("button", { name: "Add destination" }));
    expect(added).toEqual([]);
    expect(list).toHaveFocus();

    fireEvent.change(list, { target: { value: "A, B, C, D, E, F" } });
    await waitFor(() => expect(form.getByRole("status")).toHaveTextContent("Creates the page /pakistan-cargo-to-mardan"), patiently);
    expect(list).not.toHaveAttribute("aria-invalid");
    fireEvent.click(form.getByRole("button", { name: "Add destination" }));
    expect(added).toEqual(["/families/destinations/entries/16"]);
  });
});
