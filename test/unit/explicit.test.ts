/**
 * Explicit activation reads a slash command or a mention the way hosts define them, never a path, URL, shell
 * variable, math or code (issue 33: over 61,198 registry skills, `/root/scan_data.stl`, `/app`, `$S_n` and `$g`
 * activated skills named root, app, n and g in 9 of 75 long tasks).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { type DiskLoadout, loadFromDisk } from '../../src/api'
import { explicitTokens, quotedSpans } from '../../src/runtime/explicit'
import { skillMd, tempDir, writeTree } from '../helpers/fixtures'

/** Skills named as the words paths, variables and math are made of. */
const TRAPS = ['root', 'app', 'home', 'path', 'n', 'g', 'tmp', 'data']

let loadout: DiskLoadout

beforeAll(async () => {
  const files: Record<string, string> = {
    'skills/pdf-extract/SKILL.md': skillMd('pdf-extract', 'Extract text and tables from PDF files.', 'BODY\n'),
  }
  for (const name of TRAPS) files[`skills/${name}/SKILL.md`] = skillMd(name, `The ${name} skill: tasks about ${name} things.`, 'BODY\n')
  loadout = await loadFromDisk({ root: writeTree(tempDir('explicit'), files) })
})

const named = (task: string) => loadout.resolveExplicit(task).named.map(e => e.id)

describe('explicit activation', () => {
  it('activates a slash command at the start of the task or of a line, and a mention anywhere', () => {
    expect(named('/pdf-extract the tables of invoice.pdf')).toEqual(['pdf-extract'])
    expect(named('  /pdf-extract: the tables')).toEqual(['pdf-extract'])
    expect(named('Context first.\n/pdf-extract then this')).toEqual(['pdf-extract'])
    expect(named('/app /data compare them')).toEqual(['app', 'data'])
    expect(named('please use $pdf-extract.')).toEqual(['pdf-extract'])
    expect(named('use $pdf-extract, then (see $data) the rest')).toEqual(['pdf-extract', 'data'])
    expect(named('let $g be the generator')).toEqual(['g'])
    expect(loadout.match('/pdf-extract the tables of invoice.pdf')[0]).toMatchObject({ id: 'pdf-extract', explicit: true })
  })

  it('never fires inside a path, a URL, a shell variable, math, code or a regular expression', () => {
    const tasks = [
      // paths
      'Load /root/scan_data.stl and mesh it',
      '/root/scan_data.stl is the input',
      'the service in /app crashes on start',
      'copy C:/app/x to D:/data/y',
      './scripts/run.sh fails, and ../data/x.csv too',
      'write to /tmp/out.txt and /home/me/.bashrc',
      '/tmp/build.log: error 3\n/data/in.csv: missing',
      // URLs
      'see https://example.com/app and http://x.org/$data',
      'clone git@github.com:me/app.git',
      // shell variables
      'echo $HOME and $PATH, then ${PATH} and ${HOME}/bin',
      'export DATA=$HOME/data; cd $TMP',
      'cp x $HOME/',
      // math
      'Let $S_n$ be the partial sum and $g \\in G$ an element',
      'prove $n$ is even when $$\\sum_{k=1}^{n} k = n(n+1)/2$$',
      'for each $g$ in the group, $g^2 = e$',
      // code
      'run `$app start` or `/app`',
      '```sh\n/app --data $data\n```\nwhy does it fail?',
      '``/tmp`` then ``$tmp``',
      // regular expressions and prices
      'match it with /app|web/ or /^root$/',
      '/app/ is a regex here',
      'it costs $5, or $3.50 with $2 off',
      // glued to other text
      'x$data and y/app',
    ]
    for (const task of tasks) expect(named(task), task).toEqual([])
    for (const task of tasks) expect(loadout.match(task).some(r => r.explicit), task).toBe(false)
  })

  it('does not report a path at the start of a task as an unknown command', () => {
    expect(loadout.resolveExplicit('/usr/bin/env python fails')).toEqual({ named: [] })
    expect(loadout.resolveExplicit('/pdf-extrac the tables').unknown).toMatchObject({ ref: 'pdf-extrac', closest: expect.arrayContaining(['pdf-extract']) })
  })

  it('marks code and math spans exactly, and reads every text in one pass', () => {
    const text = 'a `b` c $x$ d ``e`f`` g $$h$$ i $ j'
    const marked = [...quotedSpans(text)].map((m, i) => (m ? text[i] : '.')).join('')
    expect(marked).toBe('..`b`...$x$...``e`f``...$$h$$......')
    // Unclosed delimiters quote nothing, and never cost more than a pass: a worst case of every kind, capped scan.
    const hostile = '`'.repeat(500) + ' $'.repeat(3000) + '$$'.repeat(3000) + '/'.repeat(5000)
    expect(explicitTokens(hostile)).toEqual([])
    expect([...quotedSpans('` `` ``` $a $b')].every(m => m === 0)).toBe(true)
  })
})
