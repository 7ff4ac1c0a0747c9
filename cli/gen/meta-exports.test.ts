// How a block's code loads is read from its meta.ts as text: one of three words, under its type's name.
import { describe, expect, it } from "vitest";
import { readMetaExports } from "./meta-exports.ts";

const read = (text: string) => readMetaExports(text, "image-grid", "blocks/image-grid/meta.ts");

describe("readMetaExports", () => {
  it("finds <camelType>Loading and <camelType>Meta among the exports", () => {
    expect(read('export const imageGridLoading: BlockLoading = "lazy";\nexport const imageGridMeta: BlockMeta<"image-grid"> = {};')).toEqual({
      loading: "lazy",
      hasMeta: true,
    });
    expect(read("export const imageGridMeta = { lint: { trail: true } };")).toEqual({ loading: "with-page", hasMeta: true });
    expect(read('const imageGridLoading = "lazy";')).toEqual({ loading: "with-page", hasMeta: false });
  });

  it("refuses a loading that is not one of the three words, written out", () => {
    const message = 'blocks/image-grid/meta.ts: imageGridLoading must be written as one of "with-page", "lazy", "near-view".';
    expect(() => read('export const imageGridLoading: BlockLoading = "later";')).toThrow(message);
    expect(() => read("export const imageGridLoading: BlockLoading = pick();")).toThrow(message);
  });

  it("refuses an export named after another block", () => {
    expect(() => read("export const faqMeta = {};")).toThrow(
      "blocks/image-grid/meta.ts exports faqMeta: in the folder of the image-grid block, name it imageGridMeta.",
    );
    expect(() => read('export const gridLoading = "lazy";')).toThrow("name it imageGridLoading.");
  });
});
