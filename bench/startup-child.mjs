// Runs in a fresh `node --expose-gc` process (spawned by bench/perf.mjs): import a module exporting `match`,
// answer one query, and print the timings and the heap the module keeps, as one JSON line.
// Usage: node --expose-gc bench/startup-child.mjs <module file URL> <query>
const [url, query] = process.argv.slice(2)
globalThis.gc()
globalThis.gc()
const heap0 = process.memoryUsage().heapUsed
const t0 = performance.now()
const mod = await import(url)
const t1 = performance.now()
const results = await mod.match(query)
const t2 = performance.now()
globalThis.gc()
globalThis.gc()
const heap1 = process.memoryUsage().heapUsed
// Keep the module alive until after the heap was measured.
if (!mod.match) throw new Error(`${url} exports no match()`)
process.stdout.write(`${JSON.stringify({ importMs: t1 - t0, firstMatchMs: t2 - t1, totalMs: t2 - t0, heapBytes: heap1 - heap0, results: results.length })}\n`)
