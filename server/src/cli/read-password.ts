import { stdin, stdout } from 'node:process'

const ENTER = new Set(['\r', '\n', '\u0004'])
const CTRL_C = '\u0003'
const BACKSPACE = new Set(['\u007f', '\b'])

/** Reads one line from the terminal without echoing it (no readline: it would print what is typed). */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let value = ''
    const finish = () => {
      stdin.off('data', onData)
      stdin.setRawMode(false)
      stdin.pause()
      stdout.write('\n')
    }
    const onData = (chunk: string) => {
      // Arrow and function keys arrive as escape sequences: not part of a password.
      if (chunk.startsWith('\u001b')) return
      for (const char of chunk) {
        if (ENTER.has(char)) {
          finish()
          resolve(value)
          return
        }
        if (char === CTRL_C) {
          finish()
          reject(new Error('Cancelled'))
          return
        }
        if (BACKSPACE.has(char)) value = value.slice(0, -1)
        else if (char >= ' ') value += char
      }
    }
    stdout.write(question)
    stdin.setEncoding('utf8')
    stdin.setRawMode(true)
    stdin.resume()
    stdin.on('data', onData)
  })
}

/** The first line of piped input, for scripts: `printf '%s\n' "$PASSWORD" | npm run admin:create -- ...`. */
async function readFirstLine(): Promise<string> {
  let data = ''
  for await (const chunk of stdin) {
    data += chunk
    if (data.includes('\n')) break
  }
  return data.split(/\r?\n/)[0]
}

/** Asks twice on a terminal (hidden), or reads stdin when it is not one. */
export async function readNewPassword(): Promise<string> {
  if (!stdin.isTTY) return readFirstLine()
  const password = await askHidden('Password: ')
  const again = await askHidden('Repeat the password: ')
  if (password !== again) throw new Error('The two passwords do not match')
  return password
}
