#!/usr/bin/env node
/**
 * Paints the website's own pictures once, with the demo catalogue's painter (apps/api/src/seed/demo-artwork.painter.ts),
 * and writes them, small and responsive, under apps/web/src/assets/ with a typed manifest (apps/web/src/content/site-images.ts)
 * that the pages import (Vite gives each file a content-hashed /assets/ address):
 *   - the home hero: a Virunga landscape at dusk with a silverback, 16:9, AVIF and WebP at 640, 1024 and 1600 px wide, JPEG fallback;
 *   - two pictures per service page, 4:3, AVIF and WebP at 480 and 960 px wide.
 * The output is committed; run `node tools/scripts/site-images.mjs` again only to change the pictures. Every file stays under 100 KB.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const assets = join(root, 'apps/web/src/assets');
const manifest = join(root, 'apps/web/src/content/site-images.ts');
const MAX_BYTES = 100 * 1024;

/** The painter is TypeScript inside the API app: transpiled to a temporary module next to this script so that `sharp` resolves. */
async function loadPainter() {
  const source = readFileSync(join(root, 'apps/api/src/seed/demo-artwork.painter.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  const file = join(root, 'tools/scripts/.painter.tmp.mjs');
  writeFileSync(file, outputText);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(file, { force: true });
  }
}

const { paintSvg, PALETTES } = await loadPainter();

let nested = 0;
/** A painting placed inside a scene: the painter's SVG as a nested <svg>, its gradient id made unique. */
function painting({ x, y, width, height, palette, subject, seed }) {
  const id = `sky${++nested}`;
  return paintSvg({ width: 1600, height: 1200, palette: PALETTES[palette], subject, seed })
    .replace(
      /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/,
      `<svg x="${x}" y="${y}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice"`,
    )
    .replace('id="sky"', `id="${id}"`)
    .replace('url(#sky)', `url(#${id})`);
}

const W = 1200;
const H = 900;
const scene = (body) => `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
const wall = (color) => `<rect width="${W}" height="${H}" fill="${color}"/>`;
const floor = (color) => `<rect y="${H * 0.8}" width="${W}" height="${H * 0.2}" fill="${color}"/>`;

/** An easel in the studio's north light holding a canvas of the volcanoes, a stool and a jar of brushes. */
const easelScene = scene(`${wall('#efe6d6')}
  <rect x="80" y="80" width="300" height="420" fill="#fbf7ee" stroke="#b9a58a" stroke-width="14"/>
  <line x1="230" y1="80" x2="230" y2="500" stroke="#b9a58a" stroke-width="10"/><line x1="80" y1="290" x2="380" y2="290" stroke="#b9a58a" stroke-width="10"/>
  <polygon points="380,500 80,500 0,${H * 0.8} 520,${H * 0.8}" fill="#fbf7ee" opacity="0.45"/>
  ${floor('#8a6a4a')}
  <g stroke="#6b4a2b" stroke-width="22" stroke-linecap="round"><line x1="700" y1="110" x2="560" y2="800"/><line x1="760" y1="110" x2="900" y2="800"/><line x1="730" y1="130" x2="730" y2="780"/></g>
  <rect x="540" y="560" width="380" height="26" fill="#6b4a2b"/>
  ${painting({ x: 555, y: 190, width: 350, height: 370, palette: 0, subject: 'volcano', seed: 11 })}
  <rect x="555" y="190" width="350" height="370" fill="none" stroke="#f7f2e8" stroke-width="8"/>
  <rect x="980" y="600" width="90" height="120" rx="10" fill="#c9b89b"/>
  <g stroke-width="10" stroke-linecap="round"><line x1="1000" y1="610" x2="985" y2="500" stroke="#2f5a4a"/><line x1="1025" y1="610" x2="1030" y2="490" stroke="#b9607a"/><line x1="1050" y1="610" x2="1075" y2="505" stroke="#d9a441"/></g>`);

/** A wall of the studio hung with three works, ready for a day's renter. */
const studioWall = scene(`${wall('#e9e1d2')}${floor('#7a5b3e')}
  ${painting({ x: 90, y: 170, width: 300, height: 380, palette: 1, subject: 'gorilla', seed: 21 })}
  ${painting({ x: 450, y: 120, width: 320, height: 240, palette: 3, subject: 'birds', seed: 22 })}
  ${painting({ x: 450, y: 400, width: 320, height: 240, palette: 2, subject: 'giraffe', seed: 23 })}
  ${painting({ x: 830, y: 170, width: 280, height: 380, palette: 4, subject: 'elephant', seed: 24 })}
  <rect x="120" y="${H * 0.8 - 110}" width="960" height="40" fill="#5a4330"/>`);

/** A workshop table seen from above: small canvases in progress, a palette and brushes. */
const workshopTable = scene(`<rect width="${W}" height="${H}" fill="#a9825a"/>
  <g stroke="#94704c" stroke-width="4">${Array.from({ length: 9 }, (_, i) => `<line x1="0" y1="${i * 110 + 40}" x2="${W}" y2="${i * 110 + 20}"/>`).join('')}</g>
  ${painting({ x: 80, y: 90, width: 320, height: 240, palette: 5, subject: 'lion', seed: 31 })}
  ${painting({ x: 460, y: 70, width: 300, height: 225, palette: 1, subject: 'gorilla', seed: 32 })}
  ${painting({ x: 820, y: 110, width: 300, height: 225, palette: 3, subject: 'birds', seed: 33 })}
  <ellipse cx="330" cy="640" rx="210" ry="150" fill="#f4ead8"/>
  ${['#2f5a4a', '#b9607a', '#d9a441', '#3b4c66', '#e58f65', '#1b1422'].map((c, i) => `<circle cx="${220 + (i % 3) * 90}" cy="${600 + Math.floor(i / 3) * 90}" r="30" fill="${c}"/>`).join('')}
  <g stroke-linecap="round"><line x1="640" y1="520" x2="1080" y2="780" stroke="#3b2a1a" stroke-width="16"/><line x1="660" y1="600" x2="1060" y2="840" stroke="#6b4a2b" stroke-width="12"/><line x1="620" y1="700" x2="960" y2="860" stroke="#3b2a1a" stroke-width="10"/></g>`);

/** Children's drawings of the park's animals pinned on a board after a class. */
const classBoard = scene(`${wall('#dfe8dc')}
  <rect x="70" y="70" width="1060" height="700" rx="12" fill="#c7a77e"/>
  ${[
    [110, 110, 0, 'gorilla', 41],
    [450, 130, 2, 'elephant', 42],
    [790, 110, 5, 'giraffe', 43],
    [130, 440, 3, 'birds', 44],
    [470, 450, 4, 'lion', 45],
    [800, 430, 1, 'volcano', 46],
  ]
    .map(
      ([x, y, palette, subject, seed]) =>
        `${painting({ x, y, width: 290, height: 290, palette, subject, seed })}<circle cx="${x + 145}" cy="${y + 12}" r="9" fill="#b9607a"/>`,
    )
    .join('')}
  ${floor('#8f9a86')}`);

/** A finished work in a hand-joined hardwood frame with a white mount, and moulding samples beside it. */
const framedWork = scene(`${wall('#ece5da')}${floor('#6e5440')}
  <rect x="250" y="90" width="700" height="560" fill="#5b3a22"/>
  <rect x="290" y="130" width="620" height="480" fill="#4a2f1b"/>
  <rect x="310" y="150" width="580" height="440" fill="#fbf8f1"/>
  ${painting({ x: 370, y: 205, width: 460, height: 330, palette: 2, subject: 'elephant', seed: 51 })}
  ${['#5b3a22', '#8a5a2b', '#2d2438', '#c9a46b'].map((c, i) => `<rect x="${1010}" y="${180 + i * 110}" width="120" height="70" fill="${c}"/>`).join('')}`);

/** A restorer's bench: a painting half cleaned, with swabs and a lamp. */
const restorationBench = scene(`${wall('#e4e0d6')}${floor('#58483a')}
  ${painting({ x: 180, y: 140, width: 640, height: 480, palette: 4, subject: 'gorilla', seed: 61 })}
  <rect x="180" y="140" width="320" height="480" fill="#8a7a55" opacity="0.45"/>
  <line x1="500" y1="140" x2="500" y2="620" stroke="#fbf8f1" stroke-width="3" stroke-dasharray="12 10"/>
  <g fill="#fbf8f1">${Array.from({ length: 5 }, (_, i) => `<circle cx="${900 + (i % 3) * 60}" cy="${600 + Math.floor(i / 3) * 55}" r="22"/>`).join('')}</g>
  <path d="M1060 100 L960 260 L1040 300 Z" fill="#2f5a4a"/><line x1="1060" y1="100" x2="1100" y2="${H * 0.8}" stroke="#2f5a4a" stroke-width="14"/>
  <polygon points="960,260 1040,300 820,620 560,520" fill="#fff7d6" opacity="0.35"/>`);

const hero = paintSvg({ width: 1600, height: 900, palette: PALETTES[0], subject: 'gorilla', seed: 7 });

const PICTURES = [
  { key: 'hero', svg: hero, widths: [640, 1024, 1600], jpeg: 1024, alt: 'A painting of a silverback gorilla before the Virunga volcanoes at dusk' },
  {
    key: 'art-studio-rental-1',
    svg: easelScene,
    widths: [480, 960],
    alt: 'An easel in the studio’s north light holding a canvas of the Virunga volcanoes, with a jar of brushes',
  },
  {
    key: 'art-studio-rental-2',
    svg: studioWall,
    widths: [480, 960],
    alt: 'A wall of the studio hung with paintings of a gorilla, cranes in flight, a giraffe and an elephant',
  },
  {
    key: 'workshops-and-classes-1',
    svg: workshopTable,
    widths: [480, 960],
    alt: 'A workshop table with three small wildlife paintings in progress, a palette of paints and brushes',
  },
  {
    key: 'workshops-and-classes-2',
    svg: classBoard,
    widths: [480, 960],
    alt: 'A board pinned with six pictures of the park’s animals and volcanoes made in a class',
  },
  {
    key: 'framing-and-restoration-1',
    svg: framedWork,
    widths: [480, 960],
    alt: 'A painting of an elephant in a hand-made hardwood frame with a white mount, beside frame moulding samples',
  },
  {
    key: 'framing-and-restoration-2',
    svg: restorationBench,
    widths: [480, 960],
    alt: 'A painting of a gorilla half cleaned on the restorer’s bench, with cotton swabs and a lamp',
  },
];

rmSync(assets + '/site', { recursive: true, force: true });
mkdirSync(join(assets, 'site'), { recursive: true });
const entries = [];
const imports = [];
let n = 0;
for (const picture of PICTURES) {
  const base = sharp(Buffer.from(picture.svg));
  const { width: fullWidth, height: fullHeight } = await base.metadata();
  const sources = [];
  const write = async (width, format) => {
    const file = join(assets, 'site', `${picture.key}-${width}.${format === 'jpeg' ? 'jpg' : format}`);
    let image = sharp(Buffer.from(picture.svg)).resize({ width });
    image =
      format === 'avif'
        ? image.avif({ quality: 50, effort: 6 })
        : format === 'webp'
          ? image.webp({ quality: 72, effort: 6 })
          : image.jpeg({ quality: 72, mozjpeg: true });
    await image.toFile(file);
    const bytes = statSync(file).size;
    if (bytes >= MAX_BYTES) throw new Error(`${file} is ${bytes} bytes, over the 100 KB budget`);
    const name = `img${n++}`;
    imports.push(`import ${name} from '${relative(dirname(manifest), file)}';`);
    console.log(`${relative(root, file)}  ${(bytes / 1024).toFixed(1)} KB`);
    return name;
  };
  for (const format of ['avif', 'webp'])
    for (const width of picture.widths) sources.push(`{ url: ${await write(width, format)}, width: ${width}, format: '${format}' }`);
  const largest = picture.widths[picture.widths.length - 1];
  // The <img> fallback: a JPEG where asked (the hero), else the largest WebP (every current browser draws WebP).
  const fallback = picture.jpeg
    ? await write(picture.jpeg, 'jpeg')
    : sources.find((s) => s.includes(`width: ${largest}, format: 'webp'`)).match(/url: (\w+)/)[1];
  const height = Math.round((largest * fullHeight) / fullWidth);
  entries.push(
    `  '${picture.key}': {\n    image: { url: ${fallback}, width: ${largest}, height: ${height}, sources: [\n      ${sources.join(',\n      ')},\n    ] },\n    alt: ${JSON.stringify(picture.alt)},\n  },`,
  );
}

writeFileSync(
  manifest,
  `/* Generated by tools/scripts/site-images.mjs from the demo painter: do not edit by hand. */
import type { ImageData } from '@sawa/web/ui';
${imports.join('\n')}

export interface SiteImage {
  image: ImageData;
  alt: string;
}

export const SITE_IMAGES = {
${entries.join('\n')}
} satisfies Record<string, SiteImage>;
`,
);
console.log(`wrote ${relative(root, manifest)}`);
