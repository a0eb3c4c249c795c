/**
 * The compiler's limits in one place: how large a file, how many files, links, diagnostics, nodes and bytes a compile
 * reads, writes or reports, each with why it is what it is. Every limit turns an input past it into a diagnostic (or a
 * cut with a warning), never into a crash or a silent loss: a hostile or broken skill costs a bounded amount of time
 * and memory, and the build says what it left out. The runtime's own limits (task characters, tool answers, resource
 * paths) stay in src/runtime, which imports nothing from here.
 */

const MiB = 1024 * 1024

// --- Skill files and the files they list ---------------------------------------------------------------------------

/**
 * The largest SKILL.md a compile reads by default (the `maxFileSize` option), in bytes: a megabyte is about 250,000
 * tokens, past any model's context; the largest SKILL.md of the 791-skill corpus is 429 KB.
 */
export const DEFAULT_MAX_FILE_SIZE = 1_048_576
/**
 * Text files larger than this are listed as binary: `readResourceBytes` reads them, `readResource` does not (a
 * megabyte is about 250,000 tokens, past any model's context).
 */
export const MAX_TEXT_RESOURCE = 1_048_576
/**
 * Most files one skill lists; past it the rest are left out with a `resource-cap` warning. Each file costs a stat, a
 * read and a lazy module; the fullest skill folder of the 791-skill corpus holds 119 files.
 */
export const MAX_SKILL_RESOURCES = 500
/**
 * Most bytes of files one skill lists (their sizes summed); past it the rest are left out with a warning: it bounds
 * what one skill adds to a build's output, and what reading one of its files back may take (listed-file.ts, a publish).
 */
export const MAX_SKILL_RESOURCE_BYTES = 32 * MiB
/**
 * Most links one skill reads: those of its body, then those of the Markdown files it lists, in order. Past it the
 * rest are ignored, with one `link-cap` warning saying where reading stopped. Real skills link a few dozen files
 * (160 links in the largest file of a 791-skill corpus).
 */
export const MAX_SKILL_LINKS = 1000
/**
 * The longest segment (file or folder name) in UTF-8 bytes: ext4, APFS, NTFS and most others stop at 255, so a longer
 * one could not be laid out on disk again (a pull, `loadout build`).
 */
export const MAX_SEGMENT_BYTES = 255

// --- Frontmatter ---------------------------------------------------------------------------------------------------

/** The Agent Skills spec's longest `name`, in characters. */
export const MAX_NAME = 64
/** The spec's longest `description`, in characters. */
export const MAX_DESCRIPTION = 1024
/** The spec's longest `compatibility`, in characters. */
export const MAX_COMPATIBILITY = 500
/** The spec recommends bodies under this many lines (past it a warning, never an error). */
export const MAX_BODY_LINES = 500
/** Most nodes `plainCopy` and `sameData` visit: a YAML alias bomb is read by reference and must stay unexpanded. */
export const MAX_NODES = 10_000
/**
 * Most values repaired in one block: a hostile file of thousands of broken values must not cost a parse of the
 * block per value (the registry's broken files have one to three).
 */
export const MAX_REPAIRS = 32

// --- Diagnostics ---------------------------------------------------------------------------------------------------

/** Most characters of a diagnostic's message: past it the message is cut (a message may quote a skill's text). */
export const MAX_DIAGNOSTIC_CHARS = 2000
/** Most diagnostics one skill file gives; past it one `diagnostic-cap` warning counts the rest. */
export const MAX_SKILL_DIAGNOSTICS = 200
/** Most characters of a link target a diagnostic shows; a longer one is cut, with its length given. */
export const MAX_SHOWN_TARGET_CHARS = 200

// --- The index -----------------------------------------------------------------------------------------------------

/**
 * How much of a body (in characters, code blocks removed) is indexed: it bounds each skill's share of the index and of
 * a compile's tokenizing, whatever the body's length (the name, tags, description and headings are indexed whole).
 */
export const BODY_INDEX_CHARS = 3000

// --- What leaves the build -----------------------------------------------------------------------------------------

/** A SQL statement stays under this many bytes (`toSql`): D1 takes at most 100,000 per statement. */
export const STATEMENT_BYTES = 90_000
/** A long SQL text value is written this many characters at a time (at most 3 bytes each in UTF-8: under STATEMENT_BYTES). */
export const PIECE_CHARS = 25_000

/** What one URL source may bring in, as the `skills` CLI bounds its downloads (10 and 25 MiB, 1,000 files). */
export const PULL_LIMITS = Object.freeze({
  /** Largest index.json. */
  indexBytes: 5 * MiB,
  /** Largest file. */
  fileBytes: 10 * MiB,
  /** All the files of one source together. */
  sourceBytes: 25 * MiB,
  /** Files of one source, every skill's together. */
  files: 1000,
  /** Redirects followed per request (to the same host only). */
  redirects: 5,
  /** Milliseconds a request may take, answer read included (and at most a quarter of the source's `timeoutMs`). */
  timeoutMs: 30_000,
  /** Milliseconds one source may take, index and files together: the default of `pull.timeoutMs`. */
  sourceTimeoutMs: 120_000,
  /** Requests of one source that may time out: at the next, the source stops. */
  timeouts: 2,
})
