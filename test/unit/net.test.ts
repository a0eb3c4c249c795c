// One rule for "is this host loopback" (src/core/net.ts), read by the MCP server's DNS-rebinding guard and by the
// pull's "plain http: only on loopback": both now agree on every spelling a URL or a Host header can carry.
import { describe, expect, it } from 'vitest'
import { isLoopback } from '../../src/core/net'
import { urlProblem } from '../../src/core/wellknown/pull/url'
import { isLoopbackHostHeader } from '../../src/mcp/http'

const LOOPBACK = ['localhost', 'LOCALHOST', 'localhost.', '127.0.0.1', '127.9.9.9', '::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '[::ffff:7f00:1]']
const ELSEWHERE = ['0.0.0.0', '128.0.0.1', '10.0.0.1', '127.0.0', '127.0.0.256', '::', '::2', '::ffff:10.0.0.1', 'localhost.evil.example', '127.0.0.1.nip.io', '']

describe('isLoopback', () => {
  it('is localhost, 127.0.0.0/8 and ::1 in every spelling, nothing else', () => {
    for (const host of LOOPBACK) expect(isLoopback(host), host).toBe(true)
    for (const host of ELSEWHERE) expect(isLoopback(host), host).toBe(false)
  })

  it('the pull allows plain http: exactly on the hosts the MCP server counts as loopback', () => {
    for (const url of ['http://localhost:8080/', 'http://127.0.0.2/', 'http://[::1]:3000/', 'http://[::ffff:127.0.0.1]/', 'http://localhost./']) {
      const u = new URL(url)
      expect(urlProblem(u), url).toBeUndefined()
      expect(isLoopbackHostHeader(u.host), url).toBe(true)
    }
    for (const url of ['http://example.com/', 'http://10.0.0.1/', 'http://[::2]/', 'http://127.0.0.1.nip.io/']) {
      const u = new URL(url)
      expect(urlProblem(u), url).toMatch(/^http: is refused/)
      expect(isLoopbackHostHeader(u.host), url).toBe(false)
    }
  })
})
