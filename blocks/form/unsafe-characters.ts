// Characters no visitor means to type that change what a terminal or a text view shows: the C0
// and C1 control characters (ESC starts terminal escape sequences, U+009B is a one-character CSI,
// U+0085 a line break to some tools), DEL, and the bidirectional embeddings, overrides and
// isolates (U+202A-U+202E, U+2066-U+2069) that make text read in another order than it is stored.
// Tab, CR and LF are left out: a message may hold line breaks, and each output decides what they
// become. Used with replace/replaceAll only (the pattern is global, so test() would keep state).
// oxlint-disable-next-line no-control-regex -- matching control characters is its purpose
export const unsafeCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
