import { loadSkill, route, skillCount } from './agent.js'

const form = document.querySelector('#task-form')
const input = document.querySelector('#task')
const results = document.querySelector('#results')
const body = document.querySelector('#body')
document.querySelector('#count').textContent = String(skillCount())

function render(task) {
  const found = route(task)
  results.replaceChildren()
  body.textContent = ''
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
      const skill = await loadSkill(r.id)
      body.textContent = skill.body
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
