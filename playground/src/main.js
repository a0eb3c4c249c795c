import * as initialAgent from './agent.js'

// Replaced in place when a skill file changes in `vite dev` (see the HMR hook at the end).
let agent = initialAgent

const form = document.querySelector('#task-form')
const input = document.querySelector('#task')
const results = document.querySelector('#results')
const body = document.querySelector('#body')
const resources = document.querySelector('#resources')
const resource = document.querySelector('#resource')
document.querySelector('#count').textContent = String(agent.skillCount())

function render(task) {
  const found = agent.route(task)
  results.replaceChildren()
  body.textContent = ''
  resources.replaceChildren()
  resource.textContent = ''
  if (found.length === 0) {
    results.textContent = 'No skill fits this task (the router abstained).'
    return
  }
  for (const r of found) {
    const li = document.createElement('li')
    li.dataset.id = r.id
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = `${r.id}`
    button.addEventListener('click', async () => {
      const skill = await agent.loadSkill(r.id)
      body.textContent = skill.body
      // Its text resources (references, scripts), each read from its own chunk when opened.
      resources.replaceChildren(...skill.resources.map((path) => {
        const item = document.createElement('li')
        const open = document.createElement('button')
        open.type = 'button'
        open.dataset.path = path
        open.textContent = path
        open.addEventListener('click', async () => {
          resource.textContent = await agent.loadResource(skill.id, path)
        })
        item.append(open)
        return item
      }))
    })
    const meta = document.createElement('span')
    meta.textContent = ` ${r.tier} · score ${r.score.toFixed(2)} · matched: ${r.matched.join(', ') || '(core)'}`
    li.append(button, meta)
    results.append(li)
  }
}

form.addEventListener('submit', (event) => {
  event.preventDefault()
  render(input.value)
})
if (input.value) render(input.value)

// Vite dev: editing, adding or removing a skill sends an HMR update for `virtual:loadout`, which reaches this module
// through ./agent.js. Swap in the new agent and re-route the current task: no page reload, the input keeps its text.
if (import.meta.hot) {
  import.meta.hot.accept('./agent.js', (next) => {
    if (!next) return
    agent = next
    document.querySelector('#count').textContent = String(agent.skillCount())
    if (input.value) render(input.value)
    document.dispatchEvent(new CustomEvent('loadout:updated'))
  })
}
