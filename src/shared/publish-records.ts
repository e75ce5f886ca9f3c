/**
 * What the workspace's publishing routes answer about git's records (src/editor/publish/history.ts and
 * review.ts write them, src/konto/ reads them): one declaration for both sides of the wire.
 */

/** A publish of a page's history: a commit, with the lines it took away and added. */
export interface Publication {
  commit: string;
  /** ISO 8601, the author's time. */
  at: string;
  editor: string;
  email: string;
  /** The commit's subject: the pages by title and file. */
  message: string;
  removed: string[];
  added: string[];
}

/** A change sent for review: a `granskning/…` branch waiting for an admin (docs/decisions.md 111). */
export interface Review extends Publication {
  branch: string;
  files: string[];
}

export interface DeclinedReview extends Review {
  declinedAt: string;
  declinedBy: string;
  note: string;
}

/** The answer to "Skicka för granskning". */
export interface Sent {
  branch: string;
  commit: string;
  pushed: boolean | null;
  message: string;
}
