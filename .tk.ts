import { tokenize } from './src/runtime/tokenize'
import { compile } from './src/core/compile'
import { createExpander } from './src/runtime/expand'
import { readFileSync } from 'node:fs'
const r = await compile({ root: '/work/shared', skills: ['corpus'] } as any)
const ex = createExpander(r.data.glossary)
const qs = readFileSync('/work/shared/eval/dev.jsonl', 'utf8').split('\n').filter(Boolean).map(l => JSON.parse(l))
for (const id of process.argv.slice(2)) { const q = qs.find(x => x.qid === id); const t = [...new Set(tokenize(q.query))]; console.log(id, t.join(' ')); console.log('   +', ex(t).terms.join(' ')) }
