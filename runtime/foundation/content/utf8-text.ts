// The bytes of a file as text, or where they stop being UTF-8. Decoding leniently would turn a
// byte saved in another encoding (an é written as Latin-1) into U+FFFD, which the build then
// publishes as a "?" in a box: better to say which line it is on.

export type Utf8Text = { text: string } | { badByte: { offset: number; line: number; column: number } };

/** The length of the UTF-8 sequence starting at index, or 0 when it is not a valid one. */
function sequenceLength(bytes: Uint8Array, index: number): number {
  const lead = bytes[index]!;
  if (lead < 0x80) return 1;
  // The range the second byte must be in rules out overlong forms, surrogates and values past U+10FFFF.
  const [length, low, high] =
    lead >= 0xc2 && lead <= 0xdf
      ? [2, 0x80, 0xbf]
      : lead === 0xe0
        ? [3, 0xa0, 0xbf]
        : lead === 0xed
          ? [3, 0x80, 0x9f]
          : lead >= 0xe1 && lead <= 0xef
            ? [3, 0x80, 0xbf]
            : lead === 0xf0
              ? [4, 0x90, 0xbf]
              : lead >= 0xf1 && lead <= 0xf3
                ? [4, 0x80, 0xbf]
                : lead === 0xf4
                  ? [4, 0x80, 0x8f]
                  : [0, 0, 0];
  if (length === 0 || index + length > bytes.length) return 0;
  const second = bytes[index + 1]!;
  if (second < low || second > high) return 0;
  for (let next = index + 2; next < index + length; next++) if ((bytes[next]! & 0xc0) !== 0x80) return 0;
  return length;
}

function firstBadByte(bytes: Uint8Array): number {
  for (let index = 0; index < bytes.length;) {
    const length = sequenceLength(bytes, index);
    if (length === 0) return index;
    index += length;
  }
  return -1;
}

/** The text of a file; a byte-order mark at its start is dropped, as editors do not show it either. */
export function utf8Text(bytes: Uint8Array): Utf8Text {
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    // Only for a file that is not UTF-8: find the first byte that is not, for its line and column.
    // (The two agree on what UTF-8 is; the floor only keeps a disagreement from reading past the start.)
    const offset = Math.max(0, firstBadByte(bytes));
    let lineStart = 0;
    let line = 1;
    for (let index = 0; index < offset; index++) {
      if (bytes[index] === 0x0a) {
        line++;
        lineStart = index + 1;
      }
    }
    const before = new TextDecoder("utf-8", { ignoreBOM: line > 1 }).decode(bytes.subarray(lineStart, offset));
    return { badByte: { offset, line, column: before.length + 1 } };
  }
}
