import { compile } from '/tmp/tuneK/src/core/compile'
import { createLoadout } from '/tmp/tuneK/src/runtime/loadout'
import { tokenize } from '/tmp/tuneK/src/runtime/tokenize'
import { readFileSync } from 'node:fs'
const r = await compile({ root: '/work/shared', skills: ['corpus'] } as any)
const lo = createLoadout(r.data, [])
const qs = readFileSync('/work/shared/eval/dev.jsonl', 'utf8').split('\n').filter(Boolean).map(l => JSON.parse(l)).filter(q => q.relevant.length === 0)
for (const q of qs) { const m = lo.match(q.query, { limit: 3 }); if (m.length) console.log(q.qid, q.lang, q.query.slice(0, 60), '=>', m.map(x => x.id + ' ' + x.score + ' [' + x.matched.join(' ') + ']').join(' | ')) }
