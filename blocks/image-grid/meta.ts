import type { BlockMeta } from "../block-meta.ts";

export const imageGridMeta: BlockMeta<"image-grid"> = {
  // Its pictures are all on screen at once: one file for all of them costs the phone one document, not sixteen.
  pictureSheet: {
    pictures: (block) => block.images.map((image) => image.src),
    withPictures: (block, pictures) => ({ ...block, images: block.images.map((image, index) => ({ ...image, src: pictures[index] ?? image.src })) }),
  },
};
