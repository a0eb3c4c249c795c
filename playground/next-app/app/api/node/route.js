import { answer } from '../../../lib/agent.js'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

export function GET(request) {
  return answer(request, 'nodejs')
}
