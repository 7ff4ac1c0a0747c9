// What validation asks of the place pages.json lives in, the only things it cannot tell from the
// text: whether a picture is there, and whether the lead store would end up published. The core
// reads no file itself; the CLI and the servers answer from the disk (runtime/server), an editor
// in the browser from what its server told it.

/** Where a lead store would be published, as an editor would name the places. */
export interface PublishedStore {
  /** The store as the editor wrote it (storeFile), or its path. */
  store: string;
  /** The published folder it is in: public, dist, or a path. */
  folder: string;
  /** How what is in that folder gets published, to finish "which ...". */
  how: string;
  /** Set when a link in public/ leads to that folder: the link (public/backup). */
  link?: string;
  /** Set when an environment variable named the store instead of pages.json. */
  fromEnvironment?: { variable: string; value: string };
}

export interface ProjectFiles {
  /** Whether public/ lacks the picture at this address (/images/cities/karachi.svg). An address outside public/ is not looked for. */
  isMissingPicture(address: string): boolean;
  /** Where the lead store of this storeFile setting (undefined: the default) would be published, or null when it would not. */
  publishedStore(storeFile: string | undefined): PublishedStore | null;
}
