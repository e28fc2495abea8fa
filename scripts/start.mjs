// `npm start`: build only what is missing or older than its sources, then run the compiled server in
// this process. A production install (`npm ci --omit=dev`) has no build tools; it runs what was built.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '..')
const at = (...parts) => path.join(root, ...parts)

const targets = [
  {
    name: 'web app',
    output: at('web/dist/index.html'),
    inputs: [
      at('web/src'),
      at('web/public'),
      at('web/index.html'),
      at('web/vite.config.ts'),
      at('web/scripts'),
      at('shared/src'),
    ],
    command: ['run', 'build', '--workspace', 'web'],
    tool: at('node_modules/vite/package.json'),
  },
  {
    name: 'server',
    output: at('server/dist/server.js'),
    inputs: [at('server/src'), at('server/scripts'), at('shared/src'), at('migrations')],
    command: ['run', 'build', '--workspace', 'server'],
    tool: at('node_modules/esbuild/package.json'),
  },
]

function newestChange(file) {
  if (!existsSync(file)) return 0
  const stat = statSync(file)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(file)) newest = Math.max(newest, newestChange(path.join(file, entry)))
  return newest
}

for (const target of targets) {
  const builtAt = existsSync(target.output) ? statSync(target.output).mtimeMs : 0
  const stale = builtAt === 0 || target.inputs.some((input) => newestChange(input) > builtAt)
  if (!stale) continue
  if (!existsSync(target.tool)) {
    if (builtAt === 0) {
      console.error(
        `The ${target.name} is not built and the build tools are not installed: run \`npm install\`.`,
      )
      process.exit(1)
    }
    console.warn(
      `The ${target.name} is older than its sources; build tools are not installed, so running it as built.`,
    )
    continue
  }
  console.log(`Building the ${target.name}…`)
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const result = spawnSync(npm, target.command, {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// `npm start` is how a newcomer tries the site, so it asks for demo mode (demo content, demo logins with
// published passwords), except on a production start or one listening beyond this machine: there the
// server prints a setup link for the first administrator instead. DEMO=0/1 always wins.
const loopback = ['', 'localhost', '::1'].includes(process.env.HOST ?? '') || /^127\./.test(process.env.HOST)
if (process.env.DEMO === undefined && process.env.NODE_ENV !== 'production' && loopback)
  process.env.DEMO = '1'

process.setSourceMapsEnabled(true)
await import(pathToFileURL(at('server/dist/server.js')).href)
