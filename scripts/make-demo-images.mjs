// Draws the demo pictures shipped in server/assets/demo (run from the server workspace, which has
// sharp: `node ../scripts/make-demo-images.mjs`; the output is committed). Each picture is an
// illustration made for this project: a lab motif per package, offer, thyroid package and blog
// post, so no two cards look alike; no text is drawn into any of them (text belongs in the page,
// where it can be read, translated and enlarged). Every file is a WebP of at most 40 KB.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'server', 'assets', 'demo')
mkdirSync(out, { recursive: true })
const MAX_BYTES = 40 * 1024

/** Simple motifs, drawn in a 100×100 box and placed by the caller. */
const motifs = {
  tubes: (c) => `
    <rect x="8" y="88" width="84" height="8" rx="3" fill="${c.dark}"/>
    ${[14, 34, 54, 74]
      .map(
        (
          x,
          i,
        ) => `<rect x="${x}" y="${18 + (i % 2) * 8}" width="12" height="${66 - (i % 2) * 8}" rx="6" fill="#fff" fill-opacity="0.92"/>
      <rect x="${x}" y="${48 + i * 4}" width="12" height="${36 - i * 4}" rx="6" fill="${[c.accent, c.dark, c.accent2, c.accent][i]}"/>
      <rect x="${x - 2}" y="${14 + (i % 2) * 8}" width="16" height="6" rx="2" fill="${c.dark}"/>`,
      )
      .join('')}`,
  heart: (c) => `
    <path d="M50 86 C10 60 6 34 22 22 C34 13 46 20 50 30 C54 20 66 13 78 22 C94 34 90 60 50 86Z" fill="${c.accent}"/>
    <polyline points="8,52 30,52 38,38 46,66 54,30 62,52 92,52" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>`,
  drop: (c) => `
    <path d="M42 10 C42 10 14 46 14 64 a28 28 0 0 0 56 0 C70 46 42 10 42 10Z" fill="${c.accent}"/>
    <path d="M28 64 a14 14 0 0 0 14 14" fill="none" stroke="#fff" stroke-opacity="0.8" stroke-width="5" stroke-linecap="round"/>
    <rect x="66" y="40" width="28" height="48" rx="6" fill="#fff"/>
    <rect x="71" y="46" width="18" height="14" rx="2" fill="${c.accent2}"/>
    <circle cx="80" cy="74" r="5" fill="${c.dark}"/>`,
  flower: (c) => `
    ${[0, 72, 144, 216, 288]
      .map(
        (a) =>
          `<ellipse cx="50" cy="28" rx="14" ry="22" fill="${c.accent}" fill-opacity="0.9" transform="rotate(${a} 50 50)"/>`,
      )
      .join('')}
    <circle cx="50" cy="50" r="13" fill="#fff"/><circle cx="50" cy="50" r="7" fill="${c.accent2}"/>`,
  dna: (c) => `
    ${Array.from({ length: 9 }, (_, i) => {
      const y = 8 + i * 10.5
      const dx = Math.sin((i / 8) * Math.PI * 2) * 26
      return `<line x1="${50 - dx}" y1="${y}" x2="${50 + dx}" y2="${y}" stroke="#fff" stroke-opacity="0.75" stroke-width="3"/>
        <circle cx="${50 - dx}" cy="${y}" r="5" fill="${c.accent}"/><circle cx="${50 + dx}" cy="${y}" r="5" fill="${c.accent2}"/>`
    }).join('')}`,
  shield: (c) => `
    <path d="M50 8 L86 20 V46 C86 70 70 84 50 94 C30 84 14 70 14 46 V20Z" fill="${c.accent}"/>
    <path d="M32 50 L45 63 L70 36" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
  butterfly: (c) => `
    <path d="M50 30 C38 8 8 12 10 38 C12 58 34 64 48 56Z" fill="${c.accent}"/>
    <path d="M50 30 C62 8 92 12 90 38 C88 58 66 64 52 56Z" fill="${c.accent}"/>
    <path d="M48 58 C36 70 24 88 38 90 C46 90 50 76 50 64Z" fill="${c.accent2}"/>
    <path d="M52 58 C64 70 76 88 62 90 C54 90 50 76 50 64Z" fill="${c.accent2}"/>
    <rect x="46" y="26" width="8" height="50" rx="4" fill="${c.dark}"/>`,
  sun: (c) => `
    ${Array.from({ length: 12 }, (_, i) => `<rect x="47" y="4" width="6" height="16" rx="3" fill="${c.accent2}" transform="rotate(${i * 30} 50 50)"/>`).join('')}
    <circle cx="50" cy="50" r="24" fill="${c.accent}"/>
    <rect x="38" y="44" width="24" height="12" rx="6" fill="#fff" fill-opacity="0.9"/>`,
  pulse: (c) => `
    <circle cx="50" cy="50" r="40" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="4"/>
    <polyline points="10,54 28,54 36,34 46,74 56,24 64,54 90,54" fill="none" stroke="${c.accent}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"/>`,
  microscope: (c) => `
    <rect x="14" y="86" width="66" height="8" rx="4" fill="${c.dark}"/>
    <path d="M30 86 C30 66 42 56 58 56" fill="none" stroke="${c.dark}" stroke-width="7"/>
    <rect x="44" y="10" width="16" height="46" rx="4" fill="#fff" transform="rotate(-20 52 33)"/>
    <rect x="40" y="6" width="24" height="10" rx="3" fill="${c.accent}" transform="rotate(-20 52 11)"/>
    <rect x="52" y="62" width="30" height="6" rx="3" fill="${c.accent2}"/>
    <circle cx="66" cy="48" r="7" fill="${c.accent}"/>`,
  molecule: (c) => `
    <line x1="26" y1="30" x2="54" y2="50" stroke="#fff" stroke-width="5"/><line x1="54" y1="50" x2="78" y2="28" stroke="#fff" stroke-width="5"/>
    <line x1="54" y1="50" x2="50" y2="82" stroke="#fff" stroke-width="5"/><line x1="26" y1="30" x2="18" y2="62" stroke="#fff" stroke-width="5"/>
    <circle cx="26" cy="30" r="11" fill="${c.accent}"/><circle cx="54" cy="50" r="14" fill="${c.accent2}"/>
    <circle cx="78" cy="28" r="9" fill="${c.accent}"/><circle cx="50" cy="82" r="10" fill="#fff"/><circle cx="18" cy="62" r="8" fill="${c.accent2}"/>`,
  clipboard: (c) => `
    <rect x="20" y="12" width="60" height="82" rx="8" fill="#fff"/>
    <rect x="36" y="6" width="28" height="14" rx="4" fill="${c.dark}"/>
    ${[34, 50, 66].map((y, i) => `<rect x="30" y="${y}" width="${[40, 30, 36][i]}" height="7" rx="3" fill="${[c.accent, c.accent2, c.accent][i]}"/>`).join('')}
    <path d="M30 82 L38 88 L52 76" fill="none" stroke="${c.accent}" stroke-width="5" stroke-linecap="round"/>`,
  home: (c) => `
    <path d="M10 50 L50 14 L90 50" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="22" y="46" width="56" height="44" rx="4" fill="#fff"/>
    <rect x="42" y="58" width="16" height="32" rx="2" fill="${c.accent}"/>
    <rect x="62" y="54" width="10" height="18" rx="2" fill="${c.accent2}"/><rect x="65" y="58" width="4" height="10" fill="#fff"/>`,
  bed: (c) => `
    <rect x="8" y="58" width="84" height="12" rx="4" fill="#fff"/>
    <rect x="8" y="40" width="10" height="44" rx="3" fill="${c.dark}"/><rect x="82" y="50" width="10" height="34" rx="3" fill="${c.dark}"/>
    <circle cx="30" cy="48" r="9" fill="${c.accent2}"/><rect x="40" y="44" width="42" height="14" rx="6" fill="${c.accent}"/>
    <moon/>`,
}

const palettes = {
  teal: { from: '#0b4f4a', to: '#14907e', accent: '#f6c453', accent2: '#7fe3d0', dark: '#06302c' },
  blue: { from: '#12306b', to: '#2f6fd6', accent: '#ffb454', accent2: '#9cc8ff', dark: '#0a1d42' },
  red: { from: '#5c1022', to: '#c23a4b', accent: '#ffd1d8', accent2: '#ff8a80', dark: '#3a0714' },
  amber: { from: '#6b3a05', to: '#d98a1c', accent: '#fff1c7', accent2: '#4fc3a1', dark: '#3d2103' },
  violet: { from: '#3b1769', to: '#8a4fd1', accent: '#ffb3d9', accent2: '#ffe08a', dark: '#220b40' },
  green: { from: '#123d1f', to: '#3a9a52', accent: '#e9ff9e', accent2: '#a7f3d0', dark: '#0a2612' },
  slate: { from: '#1f2937', to: '#4b6584', accent: '#5eead4', accent2: '#fcd34d', dark: '#111827' },
  rose: { from: '#6d1847', to: '#db5a8f', accent: '#ffe4ef', accent2: '#ffd166', dark: '#3f0a27' },
  indigo: { from: '#1e1b4b', to: '#4f46e5', accent: '#a5f3fc', accent2: '#fde68a', dark: '#0f0c30' },
  orange: { from: '#7c2d12', to: '#ea7a2e', accent: '#fff7ed', accent2: '#fde047', dark: '#431407' },
}

/** A card picture: gradient, soft shapes, a motif to one side and a second, faint one behind. */
function card(w, h, palette, motif, echo) {
  const c = palettes[palette]
  const size = h * 0.62
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>
    <circle cx="${w * 0.82}" cy="${h * 0.18}" r="${h * 0.42}" fill="#fff" fill-opacity="0.07"/>
    <circle cx="${w * 0.1}" cy="${h * 0.95}" r="${h * 0.3}" fill="#fff" fill-opacity="0.06"/>
    <g transform="translate(${w * 0.06} ${h * 0.08}) scale(${(h * 0.4) / 100})" opacity="0.22">${motifs[echo](c)}</g>
    <g transform="translate(${w * 0.5 - size / 2 + w * 0.12} ${h / 2 - size / 2}) scale(${size / 100})">${motifs[motif](c).replace('<moon/>', '')}</g>
  </svg>`
}

/** A hero background: a wide, calm lab scene of repeated motifs, darker on the left where text sits. */
function hero(palette, motifsInScene) {
  const [w, h] = [1920, 900]
  const c = palettes[palette]
  const placed = motifsInScene
    .map(
      ([m, x, y, s, o]) =>
        `<g transform="translate(${x * w} ${y * h}) scale(${(s * h) / 100})" opacity="${o}">${motifs[m](c).replace('<moon/>', '')}</g>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${c.dark}"/><stop offset="0.55" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>
    ${Array.from({ length: 14 }, (_, i) => `<circle cx="${(i * 173) % w}" cy="${(i * 311) % h}" r="${40 + ((i * 37) % 90)}" fill="#fff" fill-opacity="0.035"/>`).join('')}
    ${placed}
  </svg>`
}

const cards = {
  // The six hero packages and the other services.
  'package-basic': ['teal', 'tubes', 'molecule'],
  'package-advanced': ['blue', 'dna', 'tubes'],
  'package-heart': ['red', 'heart', 'pulse'],
  'package-diabetes': ['amber', 'drop', 'molecule'],
  'package-women': ['rose', 'flower', 'dna'],
  'package-platinum': ['indigo', 'shield', 'dna'],
  'package-thyroid': ['violet', 'butterfly', 'molecule'],
  'package-vitamin': ['orange', 'sun', 'molecule'],
  'package-senior': ['slate', 'pulse', 'heart'],
  // Offers.
  'offer-full-body': ['green', 'clipboard', 'tubes'],
  'offer-diabetes': ['amber', 'drop', 'pulse'],
  'offer-vitamin': ['orange', 'sun', 'dna'],
  // Thyroid packages.
  'thyroid-basic': ['teal', 'butterfly', 'drop'],
  'thyroid-total': ['violet', 'butterfly', 'tubes'],
  'thyroid-free': ['indigo', 'butterfly', 'molecule'],
  'thyroid-antibodies': ['rose', 'butterfly', 'shield'],
  // Blog posts.
  'blog-mrna': ['indigo', 'dna', 'molecule'],
  'blog-biosimilars': ['teal', 'molecule', 'microscope'],
  'blog-lipid': ['red', 'clipboard', 'heart'],
  'blog-sleep': ['slate', 'bed', 'pulse'],
  'blog-fasting': ['amber', 'clipboard', 'drop'],
  // Promotions carousel (sliders) and the about section.
  'promo-home': ['green', 'home', 'tubes'],
  'promo-reports': ['blue', 'clipboard', 'pulse'],
  'promo-nabl': ['teal', 'shield', 'microscope'],
  about: ['blue', 'microscope', 'molecule'],
}

const heroes = {
  'hero-lab': [
    'teal',
    [
      ['microscope', 0.62, 0.16, 0.62, 0.5],
      ['tubes', 0.84, 0.46, 0.42, 0.35],
      ['molecule', 0.44, 0.62, 0.28, 0.18],
    ],
  ],
  'hero-care': [
    'green',
    [
      ['home', 0.64, 0.18, 0.56, 0.45],
      ['tubes', 0.86, 0.52, 0.36, 0.3],
      ['heart', 0.46, 0.6, 0.24, 0.16],
    ],
  ],
  'hero-reports': [
    'indigo',
    [
      ['clipboard', 0.64, 0.14, 0.6, 0.45],
      ['pulse', 0.86, 0.5, 0.38, 0.35],
      ['dna', 0.45, 0.55, 0.3, 0.16],
    ],
  ],
}

async function write(name, svg, width, height) {
  for (const quality of [72, 62, 52, 42]) {
    const buffer = await sharp(Buffer.from(svg)).resize(width, height).webp({ quality, effort: 6 }).toBuffer()
    if (buffer.length <= MAX_BYTES) {
      await sharp(buffer).toFile(path.join(out, `${name}.webp`))
      console.log(`${name}.webp ${(buffer.length / 1024).toFixed(1)} KB`)
      return
    }
  }
  throw new Error(`${name}.webp stays over 40 KB`)
}

for (const [name, [palette, motif, echo]] of Object.entries(cards)) {
  await write(name, card(960, 640, palette, motif, echo), 960, 640)
}
for (const [name, [palette, scene]] of Object.entries(heroes)) {
  await write(name, hero(palette, scene), 1920, 900)
}
// The logo: a monogram mark (a logo is the one picture where letters belong).
await write(
  'logo',
  `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" rx="56" fill="#066649"/>
   <path d="M128 44 C128 44 70 118 70 152 a58 58 0 0 0 116 0 C186 118 128 44 128 44Z" fill="#fff"/>
   <rect x="116" y="120" width="24" height="64" rx="6" fill="#066649"/><rect x="96" y="140" width="64" height="24" rx="6" fill="#066649"/></svg>`,
  256,
  256,
)
