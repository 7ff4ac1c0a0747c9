import { describe, expect, it } from "vitest";
import { documentAnswer, editorRequestErrors, leadSubmission, saveRequest, sessionRequest, submissionErrors } from "./messages.ts";

/** The sentence a 400 answer gives for a body, or "ok". */
const said = (schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? "ok" : parsed.error!.issues[0]!.message;
};

describe("a lead submission", () => {
  it.each([
    [null, submissionErrors.notObject],
    [[{ form: "contact" }], submissionErrors.notObject],
    ["contact", submissionErrors.notObject],
    [{}, submissionErrors.form],
    [{ form: "", page: "/contact", fields: {} }, submissionErrors.form],
    [{ form: { toString: "contact" }, page: "/contact", fields: {} }, submissionErrors.form],
    [{ form: "contact", page: 1, fields: {} }, submissionErrors.page],
    [{ form: "contact", page: "/contact", fields: ["Ayesha"] }, submissionErrors.fields],
    [{ form: "contact", page: "/contact", fields: "name=Ayesha" }, submissionErrors.fields],
    [{ form: "contact", page: "/contact", fields: {} }, "ok"],
  ])("%j: %s", (value, sentence) => {
    expect(said(leadSubmission, value)).toBe(sentence);
  });

  it("keeps the fields' own names, never one that would reach their prototype", () => {
    const parsed = leadSubmission.parse(JSON.parse('{"form":"contact","page":"/contact","fields":{"__proto__":{"name":"x"},"phone":"0501234567"}}'));
    expect(Object.keys(parsed.fields)).toEqual(["phone"]);
    expect(Object.getPrototypeOf(parsed.fields)).toBe(Object.prototype);
  });
});

describe("the editor's requests", () => {
  it.each([
    [sessionRequest, null, editorRequestErrors.session],
    [sessionRequest, { code: ["x"] }, editorRequestErrors.session],
    [sessionRequest, { code: "abc" }, "ok"],
    [saveRequest, { document: 1 }, editorRequestErrors.save],
    [saveRequest, { document: {} }, editorRequestErrors.save],
    [saveRequest, { document: {}, baseHash: "abc" }, "ok"],
  ])("%#: %s", (schema, value, sentence) => {
    expect(said(schema, value)).toBe(sentence);
  });
});

describe("the editor's file, as GET /api/document sends it", () => {
  it("is a line of what comes with it, then the text as it is, newlines and quotes included", () => {
    const text = '{\n  "site": { "name": "Indus \\"Cargo\\"" }\n}\n';
    const body = new TextDecoder().decode(documentAnswer.write({ file: "pages.json", hash: "abc" }, new TextEncoder().encode(text)));
    expect(body.startsWith('{"file":"pages.json","hash":"abc"}\n')).toBe(true);
    expect(documentAnswer.read(body)).toEqual({ head: { file: "pages.json", hash: "abc" }, text });
    expect(documentAnswer.read(new TextDecoder().decode(documentAnswer.write({ problems: [] }, null)))).toEqual({ head: { problems: [] }, text: "" });
  });

  it("is not read from a body that is not such an answer", () => {
    for (const body of ["", '{"error":"Signed out"}', "[1]\ntext", "not json\ntext", "null\n"]) expect(documentAnswer.read(body), body).toBeNull();
  });
});
