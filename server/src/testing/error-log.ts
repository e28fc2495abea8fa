import { Writable } from 'node:stream'
import type { BuildOptions } from '../app'

/**
 * A logger for a test app that keeps what it wrote at error level or worse: a client's mistake must
 * never land there. Pass `options` to buildTestApp and check `lines` at the end.
 */
export function errorLogCapture(): { options: BuildOptions; lines: string[] } {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        if ((JSON.parse(line) as { level: number }).level >= 50) lines.push(line.slice(0, 500))
      }
      done()
    },
  })
  return { options: { logger: { level: 'warn', stream } }, lines }
}
