// How a block's type names things in its folder and in the code generated from it.

/** A block type, which is its folder's name: lower case words joined by hyphens, as in call-to-action. */
export const blockTypePattern = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** call-to-action -> callToAction: the start of its meta.ts exports (callToActionMeta, callToActionLoading). */
export function camelName(type: string): string {
  return type.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** call-to-action -> CallToAction: its component is CallToActionBlock, its schema's title too. */
export function pascalName(type: string): string {
  const camel = camelName(type);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}

/** A block folder the generator cannot use, said so that whoever made it can fix it. */
export class BlockFolderError extends Error {}
