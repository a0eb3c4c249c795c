/**
 * The bundle on the AI SDK's skill interfaces: `HarnessAgent` skill entries (`@ai-sdk/harness`, AI SDK 7), the files
 * `uploadSkill` sends to a provider, and our SkillSearch beside the tools of Cloudflare's `agents/skills/tools/ai-sdk`.
 * No Node built-ins. The entries are typed structurally (no import of `@ai-sdk/harness`, which needs Node 22):
 * test/e2e/platforms.test.ts checks them against its real types.
 */
import { jsonSchema, tool } from 'ai'
import type { Tool } from 'ai'
import type { SkillSearchSource } from '../platforms/search'
import { type FileLoadout, platformFiles, readBytes, verbatimFrontmatter } from '../platforms/files'
import { skillNames } from '../platforms/names'
import type { LoadedSkill, SkillEntry } from '../runtime/types'
import { MAX_SEARCH_LIMIT } from '../runtime/tools'

/** What the harness and upload helpers need from a loadout (`virtual:loadout`'s, `loadFromDisk()`, `createSqlLoadout()`). */
export interface SkillFilesLoadout extends FileLoadout {
  lookup: (ref: string) => SkillEntry | undefined | Promise<SkillEntry | undefined>
  load: (ref: string) => Promise<LoadedSkill>
}

/** A skill as `HarnessAgent({ skills })` takes one (`HarnessAgentSkill` of `@ai-sdk/harness/agent`). */
export interface HarnessSkill {
  /** Unique among the entries, and a safe folder name: `[A-Za-z0-9._-]`, as the harness adapters require. */
  name: string
  description: string
  /** The instructions (the body: the harness writes `name` and `description` as the frontmatter). */
  content: string
  /** The skill's text files, paths relative to its folder (binaries are left out: the harness writes text). */
  files: Array<{ path: string, content: string }>
}

/** A file as `uploadSkill({ files })` takes one (AI SDK 7's `UploadSkillFile`): text, or bytes for a binary. */
export interface SkillUploadFile {
  /** `<skill name>/SKILL.md`, `<skill name>/references/x.md`: inside the skill's folder. */
  path: string
  data: { type: 'text', text: string } | { type: 'data', data: Uint8Array }
}

/** The harness's rule for a skill's folder name. */
const HARNESS_NAME = /^[\w.-]+$/

/** A skill to export: an id or name, or anything holding the id (`match` and `search` results, entries). */
export type SkillRef = string | { readonly id: string }

async function entriesOf(loadout: SkillFilesLoadout, refs: readonly SkillRef[]): Promise<SkillEntry[]> {
  const out: SkillEntry[] = []
  for (const ref of refs) {
    const key = typeof ref === 'string' ? ref : ref?.id
    const entry = typeof key === 'string' ? await loadout.lookup(key) : undefined
    if (!entry) throw new Error(`Unknown skill ${JSON.stringify(key)}`)
    if (!out.some(e => e.id === entry.id)) out.push(entry)
  }
  return out
}

/**
 * `HarnessAgent` skill entries for these skills (ids, names, or `match` / `search` results), each with its text files:
 * `new HarnessAgent({ harness, skills: await harnessSkills(loadout, loadout.match(task)) })`. Names are unique among
 * the entries (a shared or non-ASCII name becomes the skill's id, joined by `-`). Rejects for an unknown skill.
 */
export async function harnessSkills(loadout: SkillFilesLoadout, idsOrMatches: readonly SkillRef[]): Promise<HarnessSkill[]> {
  const entries = await entriesOf(loadout, idsOrMatches)
  const names = skillNames(entries, HARNESS_NAME)
  return Promise.all(entries.map(async (e) => {
    const loaded = await loadout.load(e.id)
    const files = platformFiles(loadout, loaded).filter(r => r.kind === 'text')
    return {
      name: names.nameOf(e.id)!,
      description: String(e.description).trim(),
      content: loaded.body,
      files: await Promise.all(files.map(async r => ({ path: r.path, content: await loadout.readResource(e.id, r.path) }))),
    }
  }))
}

/** A YAML line for a frontmatter key: the value as JSON, which YAML reads back as written. */
const yamlLine = (key: string, value: unknown) => `${key}: ${JSON.stringify(value)}`

/** A `SKILL.md` for the skill: its frontmatter (verbatim keys when the loadout keeps them, else the entry's) and body. */
export function skillMarkdown(name: string, loaded: LoadedSkill): string {
  const e = loaded.entry
  const fm = verbatimFrontmatter(loaded)
  const fields: Record<string, unknown> = fm ? { ...fm, name } : {
    name,
    description: e.description,
    ...(e.license ? { license: e.license } : {}),
    ...(e.compatibility ? { compatibility: e.compatibility } : {}),
    ...(e.allowedTools?.length ? { 'allowed-tools': e.allowedTools.join(' ') } : {}),
  }
  const lines = Object.entries(fields).filter(([, v]) => v !== undefined).map(([k, v]) => yamlLine(k, v))
  return `---\n${lines.join('\n')}\n---\n\n${loaded.body}`
}

/**
 * The files of one skill as `uploadSkill({ api, files })` takes them (AI SDK 7, Anthropic and OpenAI skills): its
 * `SKILL.md` and every file under `<name>/`, binaries as bytes when the loadout reads them.
 */
export async function skillUploadFiles(loadout: SkillFilesLoadout, ref: SkillRef): Promise<SkillUploadFile[]> {
  const [entry] = await entriesOf(loadout, [ref])
  const loaded = await loadout.load(entry!.id)
  const name = skillNames([loaded.entry], HARNESS_NAME).nameOf(loaded.entry.id)!
  const files: SkillUploadFile[] = [{ path: `${name}/SKILL.md`, data: { type: 'text', text: skillMarkdown(name, loaded) } }]
  for (const r of platformFiles(loadout, loaded)) {
    files.push({
      path: `${name}/${r.path}`,
      data: r.kind === 'text'
        ? { type: 'text', text: await loadout.readResource(loaded.entry.id, r.path) }
        : { type: 'data', data: await readBytes(loadout, loaded.entry.id, r.path) },
    })
  }
  return files
}

/**
 * Our SkillSearch as an AI SDK tool, to offer beside `createSkillTools(catalog)` of `agents/skills/tools/ai-sdk`: it
 * searches every skill of the source's loadout, and the skills it finds are listed by the source's next `list()`, so
 * `activate_skill` takes them once the host reloads the catalog (the next turn, or the next step of a loop that
 * reloads it).
 */
export function skillSearchTools(source: SkillSearchSource): { SkillSearch: Tool } {
  const schema = {
    type: 'object' as const,
    properties: {
      query: { type: 'string' as const, description: 'What the task is about, in a few words.' },
      limit: { type: 'integer' as const, minimum: 1, maximum: MAX_SEARCH_LIMIT, description: 'Most results.' },
    },
    required: ['query'],
    additionalProperties: false,
  }
  const SkillSearch = tool<any, any>({
    description: `Search every skill by keywords, including those the skill catalog has no room for. Returns up to ${MAX_SEARCH_LIMIT
    } skills (name, description), best first. A skill marked "activate": "now" can be activated with activate_skill at once; the others are added to the catalog, and can be activated from the next turn.`,
    inputSchema: jsonSchema<any>(schema),
    execute: async ({ query, limit }: { query: string, limit?: number }) => {
      try {
        const { results } = await source.search(String(query ?? ''), { limit })
        return {
          query,
          results: results.map(r => ({ name: r.name, description: r.description, activate: r.listed ? 'now' : 'next turn' })),
          ...(results.length ? {} : { note: 'No skill matches this query; try other keywords.' }),
        }
      }
      catch (err) {
        return { error: `SkillSearch failed: ${err instanceof Error ? err.message : String(err)}` }
      }
    },
  })
  return { SkillSearch }
}
