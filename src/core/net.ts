/**
 * Network names as the code's security rules read them. One rule for "is this host loopback", used where plain
 * `http:` is allowed (pulling skills from a local test server) and where an MCP server bound to loopback refuses
 * other `Host` headers (DNS rebinding). No Node built-ins: the MCP handler runs in Workers too.
 */

/**
 * Whether a host name is loopback: `localhost`, an IPv4 address in 127.0.0.0/8, or `::1` (also written in full, and as
 * the IPv4-mapped `::ffff:127.x.y.z`), with or without the brackets of a URL.
 */
export function isLoopback(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '')
  if (h === 'localhost') return true
  if (!h.includes(':')) return isLoopbackV4(h)
  const groups = ipv6Groups(h)
  if (!groups) return false
  if (groups.slice(0, 7).every(g => g === 0) && groups[7] === 1) return true
  return groups.slice(0, 5).every(g => g === 0) && groups[5] === 0xFFFF && groups[6]! >> 8 === 127
}

/** A dotted IPv4 address in 127.0.0.0/8. */
function isLoopbackV4(h: string): boolean {
  const parts = h.split('.')
  return parts.length === 4 && parts.every(p => /^\d{1,3}$/.test(p) && Number(p) <= 255) && parts[0] === '127'
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail read as two groups), or undefined. */
function ipv6Groups(h: string): number[] | undefined {
  let text = h
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)
  if (v4) {
    const b = v4.slice(1).map(Number)
    if (b.some(x => x > 255)) return undefined
    text = `${text.slice(0, v4.index)}${((b[0]! << 8) | b[1]!).toString(16)}:${((b[2]! << 8) | b[3]!).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return undefined
  const part = (s: string) => (s === '' ? [] : s.split(':'))
  const head = part(halves[0]!)
  const tail = halves.length === 2 ? part(halves[1]!) : []
  const fill = halves.length === 2 ? 8 - head.length - tail.length : 0
  if (fill < (halves.length === 2 ? 1 : 0) || head.length + fill + tail.length !== 8) return undefined
  const all = [...head, ...Array.from({ length: fill }, () => '0'), ...tail]
  if (!all.every(g => /^[\da-f]{1,4}$/.test(g))) return undefined
  return all.map(g => Number.parseInt(g, 16))
}
