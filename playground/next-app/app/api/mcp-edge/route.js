import { mcp } from '../../../lib/mcp.js'

export const runtime = 'edge'
export const dynamic = 'force-dynamic'

export const POST = mcp
export const GET = mcp
