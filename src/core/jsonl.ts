/**
 * Parse JSON Lines: `read(value, line)` checks one value and returns what to keep (throw to reject it). Blank lines
 * are skipped; any error names the file and the 1-based line.
 */
export function parseJsonl<T>(text: string, file: string, read: (value: unknown, line: number) => T): T[] {
  const out: T[] = []
  text.split('\n').forEach((raw, i) => {
    if (raw.trim() === '') return
    let value: unknown
    try {
      value = JSON.parse(raw)
    }
    catch (err) {
      throw new Error(`${file}:${i + 1}: not valid JSON: ${(err as Error).message}`)
    }
    try {
      out.push(read(value, i + 1))
    }
    catch (err) {
      throw new Error(`${file}:${i + 1}: ${(err as Error).message}`)
    }
  })
  return out
}
