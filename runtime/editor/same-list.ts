// Whether two lists of strings (a form's left-out properties, an outline item's) say the same:
// both absent, or the same strings in the same order.
export const sameList = (one: readonly string[] | undefined, other: readonly string[] | undefined): boolean =>
  one === other || (one !== undefined && other !== undefined && one.length === other.length && one.every((item, index) => item === other[index]));
