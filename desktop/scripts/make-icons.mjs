// Regenerates every app icon from build/icon.svg (the one source kept in the repo):
//   build/icon.png (1024 px, Linux and the electron-builder default), build/icon.ico (Windows),
//   build/icon.icns (macOS), build/icons/<n>x<n>.png (Linux sizes), build/tray-icon.png (tray), build/badge-dot.png (Windows taskbar badge).
// Run: npm run icons -w desktop. sharp renders the SVG; png2icons (pure JavaScript) packs ICO/ICNS.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import png2icons from 'png2icons'
import sharp from 'sharp'

const build = path.join(import.meta.dirname, '..', 'build')
const svg = readFileSync(path.join(build, 'icon.svg'))
const render = (size) => sharp(svg, { density: 300 }).resize(size, size).png().toBuffer()

const master = await render(1024)
writeFileSync(path.join(build, 'icon.png'), master)

const ico = png2icons.createICO(master, png2icons.BICUBIC2, 0, false, true)
const icns = png2icons.createICNS(master, png2icons.BICUBIC2, 0)
if (!ico || !icns) throw new Error('png2icons could not convert build/icon.png')
writeFileSync(path.join(build, 'icon.ico'), ico)
writeFileSync(path.join(build, 'icon.icns'), icns)

mkdirSync(path.join(build, 'icons'), { recursive: true })
for (const size of [16, 32, 48, 64, 128, 256, 512])
  writeFileSync(path.join(build, 'icons', `${size}x${size}.png`), await render(size))

// 32 px, shown at 16 points (scale factor 2) so it stays sharp on high-density screens.
writeFileSync(path.join(build, 'tray-icon.png'), await render(32))
// Windows has no dock badge: a red dot over the taskbar button says "new enquiries" instead.
const dot = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="#d6336c" stroke="#fff" stroke-width="3"/></svg>',
)
writeFileSync(path.join(build, 'badge-dot.png'), await sharp(dot).resize(32, 32).png().toBuffer())
console.log(`icons written to ${build}`)
