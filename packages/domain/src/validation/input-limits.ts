import { NAME_MAX_LENGTH } from './name';

/**
 * The longest text each kind of stored field may hold, in characters (UTF-16 code units, as JavaScript and
 * zod count them). One table for every service and the play document, so a coach meets the same limit for
 * the same kind of text everywhere; where the spec gives a number it is used (names: under 40 characters).
 * Above these, a call answers G001 with the field's path: nothing oversized reaches a database or a team
 * member's playbook.
 */
export const TEXT_LIMITS = {
  /** Plays, folders, formations, programs, teams, coach placeholders (spec: under 40 characters). */
  name: NAME_MAX_LENGTH,
  /** An account's first or last name. */
  accountName: 100,
  /** A roster player's or contact's first or last name. */
  personName: 50,
  /** RFC 5321's longest address. */
  email: 254,
  /** Passwords are hashed, never stored as typed; the bound keeps hashing cheap. */
  password: 1024,
  /** Ids inside documents (players, moves, pieces) and account ids given as text. */
  id: 128,
  /** Tags, positions and roles, formation attributes, colour names, setting keys. */
  label: 40,
  /** A play's or formation's description: a few paragraphs. */
  description: 2000,
  /** A frame's comment or a comment box on the field. */
  comment: 1000,
  /** Links (video, thumbnail). */
  url: 2048,
  /** A search box. */
  searchQuery: 200,
  /** A file name offered for download (GIF export). */
  fileName: 255,
  /** An email to the team: subject and text. */
  emailSubject: 200,
  emailBody: 20_000,
  /** What the crash page lets a user write to the developers. */
  developerNote: 5000,
  /** Opaque tokens: the bot check's answer, a push device's token. */
  token: 4096,
  /** One-time codes of mail links (verify email, reset password) and invite link codes. */
  code: 200,
  /** A program or team logo sent as a data URL (about 750 KB of image). */
  logoDataUrl: 1_000_000,
} as const;

/** The most entries each kind of stored or requested list may hold. */
export const LIST_LIMITS = {
  /** Tags on one play (the playbook shows 10; room to spare for filtering). */
  tags: 30,
  /** Frames of one play. */
  playFrames: 100,
  /** Players, field pieces or balls of a play or formation, and the moves, passes, comments… of one frame. */
  playItems: 200,
  /** Points of one move's path (freehand paths have many). */
  moveAnchors: 1000,
  /** Attributes of one formation. */
  formationAttributes: 30,
  /** Ids named in one call (items to share, plays to remind about, members to remove). */
  idsPerCall: 200,
  /** Entries of one folder, or item positions changed by one call. */
  folderItems: 1000,
  /** Viewer records carried in one play document. */
  playViewers: 1000,
} as const;
