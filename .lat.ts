import { compile } from './src/core/compile'
import { createLoadout } from './src/runtime/loadout'
import { readFileSync } from 'node:fs'
const qs = readFileSync('/work/shared/eval/dev.jsonl', 'utf8').split('\n').filter(Boolean).map(l => JSON.parse(l).query)
const r = await compile({ root: '/work/shared', skills: ['corpus'] } as any)
const lo = createLoadout(r.data, [])
const med = (a: number[]) => a.sort((x, y) => x - y)[a.length >> 1]!
let seed = 7; const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff
for (const q of qs) lo.match(q, { limit: 10 })
for (let round = 0; round < 3; round++) {
  const s: number[] = []
  const t0 = performance.now()
  while (performance.now() - t0 < 2500) { const order = qs.map((_, i) => i).sort(() => rnd() - 0.5)
    for (const i of order) { const t = performance.now(); lo.match(qs[i], { limit: 10 }); s.push(performance.now() - t) } }
  console.log(`match median ${(med(s) * 1000).toFixed(1)} µs (${s.length})`)
}
