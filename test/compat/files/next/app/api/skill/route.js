import { load, match } from 'virtual:loadout'

export const dynamic = 'force-dynamic'

export async function GET(request) {
  const task = new URL(request.url).searchParams.get('task') ?? ''
  const top = match(task).find(r => r.tier === 'domain')
  return Response.json({ top: top?.id ?? null, body: top ? (await load(top.id)).body : null })
}
