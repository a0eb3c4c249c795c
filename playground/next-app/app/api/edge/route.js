import { answer } from '../../../lib/agent.js'

export const runtime = 'edge'
export const dynamic = 'force-dynamic'

export function GET(request) {
  return answer(request, 'edge')
}
