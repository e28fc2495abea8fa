// Compiles the server (with @labsite/shared and the migrations inlined) to plain JavaScript in dist/,
// so production runs `node` with no TypeScript loader and no devDependencies. Packages stay external:
// native modules (argon2, sharp) and PGlite's wasm load from node_modules as usual.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { build } from 'esbuild'

const serverRoot = path.resolve(import.meta.dirname, '..')
const manifest = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'))
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@labsite/'))

await build({
  absWorkingDir: serverRoot,
  entryPoints: {
    server: 'src/server.ts',
    cluster: 'src/cluster.ts',
    migrate: 'src/cli/migrate.ts',
    'create-embedded-database': 'src/cli/create-embedded-database.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
    'admin-create': 'src/cli/admin-create.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  sourcemap: 'linked',
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
})
console.log('server built into server/dist')
