/** `npx unplugin-loadout mcp`: its options checked here, the server (and the MCP SDK) loaded for this command only. */
import { type CatalogPolicyValues, catalogSizes, checkedOptions, UsageError, whole } from '../args'
import type { CliOptions, CompilingCommand } from '../command'
import type { Io } from '../io'

/** The options of `loadout mcp`. */
interface McpValues extends CatalogPolicyValues {
  'http'?: boolean
  'port'?: string
  'host'?: string
  'token'?: string
  'watch'?: boolean
}

/** The numbers of `loadout mcp`'s options, checked with each other; a UsageError when one is bad. */
function mcpSettings(options: Pick<CliOptions, 'db'>, values: McpValues) {
  const { contextWindow, budgetChars } = catalogSizes(values)
  const port = whole(values.port, 'port', 0)
  if (port !== undefined && port > 65535) throw new UsageError(`--port must be at most 65535, got ${values.port}`)
  if (!values.http && (values.port || values.host || values.token)) throw new UsageError('--port, --host and --token go with --http')
  if (values.token === '') throw new UsageError('--token must not be empty')
  if (options.db !== undefined && values.watch) throw new UsageError('--watch re-compiles skill folders; a --db file is served as it is')
  return { contextWindow, budgetChars, port }
}

/** The server module, or undefined after saying how to install the optional MCP SDK it needs. */
async function serverModule(io: Io): Promise<typeof import('../mcp') | undefined> {
  try {
    return await import('../mcp')
  }
  catch (err) {
    if (!/@modelcontextprotocol\/server/.test(String((err as Error).message))) throw err
    io.err('loadout mcp: the MCP server needs the MCP SDK, an optional peer dependency: npm install @modelcontextprotocol/server\n'
      + '(outside a project: npx -p unplugin-loadout -p @modelcontextprotocol/server unplugin-loadout mcp ...)')
    return undefined
  }
}

/** `loadout mcp`: check its options, then load the server (and `@modelcontextprotocol/server`) for this command only. */
export async function mcpCommandLine(options: Pick<CliOptions, 'skills' | 'strict' | 'db'>, values: McpValues, io: Io): Promise<number> {
  const settings = checkedOptions('mcp', io, () => mcpSettings(options, values))
  if (!settings) return 2
  const mod = await serverModule(io)
  if (!mod) return 2
  const { contextWindow, budgetChars, port } = settings
  const host = values.tool || values.capability ? { tools: values.tool ?? [], capabilities: values.capability ?? [] } : undefined
  return mod.mcpCommand({
    sources: options,
    db: options.db,
    policy: { contextWindow, budgetChars, pinned: values.pinned, disabled: values.disabled, host },
    http: !!values.http,
    port: port ?? 8765,
    host: values.host ?? '127.0.0.1',
    token: values.token ?? (process.env.LOADOUT_MCP_TOKEN || undefined),
    watch: !!values.watch,
  }, io)
}

/** The `mcp` command: a server, it runs until stopped and its start line says what it serves. */
export const MCP: CompilingCommand = {
  name: 'mcp',
  usage: [`mcp --skills DIR | --db FILE [--http [--port N] [--host H]] [--token T] [--watch]
                          [--context-window N | --budget-chars N] [--pinned ID] [--disabled ID] [--tool NAME] [--capability NAME]`],
  flags: ['db', 'http', 'port', 'host', 'token', 'watch', 'context-window', 'budget-chars', 'pinned', 'disabled', 'tool', 'capability', 'skills-extension'],
  reads: 'skills-or-db',
  server: true,
  run: ({ options, values, io }) => mcpCommandLine(options, values, io),
}
