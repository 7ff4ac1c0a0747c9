import { afterEach, describe, expect, it } from "vitest";
import type { FormField } from "../../schema/pages.gen.ts";
import { startingValues } from "./values.ts";
import { formProtocol } from "../../runtime/foundation/loading/form-protocol.ts";

const fields: FormField[] = [
  { name: "name", label: "Name", kind: "text" },
  { name: "phone", label: "Phone", kind: "tel" },
];

function prerenderedForm(ready: boolean, typed: Record<string, string>) {
  const form = document.createElement("form");
  if (ready) form.setAttribute(formProtocol.ready, "");
  for (const [name, value] of Object.entries(typed)) {
    const input = document.createElement("input");
    input.id = `f1-${name}`;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
}

describe("startingValues", () => {
  afterEach(() => document.body.replaceChildren());

  it("starts empty where there is no prerendered form", () => {
    expect(startingValues(fields, "f1")).toEqual({ name: "", phone: "" });
  });

  it("keeps what the visitor typed into the prerendered form before its code arrived", () => {
    prerenderedForm(false, { name: "Sana", phone: "+971 50 111 2222" });
    expect(startingValues(fields, "f1")).toEqual({ name: "Sana", phone: "+971 50 111 2222" });
  });

  it("takes nothing from a live form of the page being left, whose fields may share the ids", () => {
    prerenderedForm(true, { name: "Sana" });
    expect(startingValues(fields, "f1")).toEqual({ name: "", phone: "" });
  });
});
