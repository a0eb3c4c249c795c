/** A short, stable id for a task (FNV-1a, 32 bits): groups a task's events without keeping its text. */
export function hashTask(task: string): string {
  let h = 0x811C9DC5
  for (let i = 0; i < task.length; i++) {
    h ^= task.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h.toString(16).padStart(8, '0')
}
