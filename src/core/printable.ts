/**
 * Text from skills (names, ids, folder names, frontmatter values) made safe to print to a terminal. A folder may be
 * named `\x1b]0;pwned\x07` or hold a newline: printed raw, it sets the window title or the colours, or forges a line
 * of a report (a diagnostic that is not one). Every printer of the CLI and every diagnostic goes through `printable`.
 */

/**
 * What a terminal acts on instead of showing: the C0 controls, DEL, the C1 controls (`\u009b` is a CSI on some
 * terminals) and the bidirectional marks and overrides (which reorder what is shown around them).
 */
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g
const CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

/** `\n`, `\r`, `\t`, other C0 controls as `\x1b`, the rest as `\u009b`: valid in a JSON string too. */
function escape(c: string): string {
  const code = c.charCodeAt(0)
  return NAMED[c] ?? (code < 0x20 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`)
}

/**
 * `text` with every control character shown as an escape (`\x1b`, `\n`, `\u202e`...), so it prints as one line that
 * does nothing to the terminal. With `keepNewlines`, line breaks are kept: for whole blocks of output the CLI
 * composed itself, whose fields were escaped already. The escapes DEL, C1 and bidi controls get (`\u007f`) are JSON's
 * own, so JSON text passed through stays valid and means the same.
 */
export function printable(text: string, keepNewlines = false): string {
  return text.replace(keepNewlines ? CONTROL_BUT_NEWLINE : CONTROL, escape)
}
