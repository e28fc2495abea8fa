// Draws the demo images shipped in server/assets/demo (run once; the output is committed).
import sharp from 'sharp'

const images = [
  ['hero-lab', 1920, 900, '#0b5d7a', '#12a3b4', 'Modern diagnostic laboratory'],
  ['hero-care', 1920, 900, '#14532d', '#22c55e', 'Home sample collection'],
  ['hero-reports', 1920, 900, '#4c1d95', '#8b5cf6', 'Fast digital reports'],
  ['package', 960, 640, '#0e7490', '#67e8f9', 'Health package'],
  ['blog', 960, 540, '#9a3412', '#fdba74', 'Health blog'],
  ['about', 960, 640, '#1e3a8a', '#60a5fa', 'Our team'],
  ['logo', 256, 256, '#0b5d7a', '#12a3b4', 'AD'],
]

for (const [name, w, h, from, to, label] of images) {
  const fontSize = name === 'logo' ? 110 : Math.round(h / 10)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${w * 0.8}" cy="${h * 0.3}" r="${h * 0.35}" fill="#ffffff" fill-opacity="0.08"/>
    <circle cx="${w * 0.15}" cy="${h * 0.85}" r="${h * 0.25}" fill="#ffffff" fill-opacity="0.06"/>
    <text x="50%" y="55%" font-family="sans-serif" font-size="${fontSize}" fill="#ffffff" fill-opacity="0.85" text-anchor="middle">${label}</text>
  </svg>`
  await sharp(Buffer.from(svg)).webp({ quality: 70 }).toFile(`server/assets/demo/${name}.webp`)
}
