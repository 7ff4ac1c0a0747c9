// A problem found in pages.json, as validate and the live preview report it.

export interface Problem {
  message: string;
  /** JSON pointer to the place in pages.json. */
  pointer: string;
  file: string;
  line: number;
  column: number;
}

/** A problem before its position is looked up: the message, and where it is. */
export interface Finding {
  message: string;
  pointer: string;
  /** Point at the property name rather than its value (unknown properties). */
  atKey?: boolean;
  /** Where it is when the pointer cannot say (the second of two properties with one name). */
  offset?: number;
  /** About something outside the file, such as an environment variable: no line or column. */
  outsideFile?: boolean;
}

/** Problems found beyond the ones listed. */
export interface MoreProblems {
  count: number;
  /** The check stopped counting: there are at least this many. */
  atLeast: boolean;
}
