import sharp from 'sharp';

/**
 * Paints the demo catalogue's pictures: landscapes of the Virunga volcanoes, savanna
 * and forest with wildlife silhouettes, drawn as SVG and rasterised by sharp, so a fresh
 * install shows a living gallery without shipping binary files.
 */
export interface Palette {
  sky: [string, string];
  sun: string;
  far: string;
  near: string;
  ground: string;
  ink: string;
}

export const PALETTES: Palette[] = [
  { sky: ['#f6d7a7', '#e58f65'], sun: '#fff3d6', far: '#8c5a6e', near: '#4b3a55', ground: '#2d2438', ink: '#1b1422' },
  { sky: ['#cfe3d4', '#7fb19a'], sun: '#f4f1de', far: '#4f7c6b', near: '#2f5a4a', ground: '#1d3b30', ink: '#0f2219' },
  { sky: ['#fbe6c2', '#d9a441'], sun: '#fffaf0', far: '#b57a3a', near: '#7a4e24', ground: '#4a2f16', ink: '#24160a' },
  { sky: ['#d7e3f1', '#8fa9c9'], sun: '#ffffff', far: '#5e7391', near: '#3b4c66', ground: '#222e40', ink: '#121a26' },
  { sky: ['#f3c9c0', '#b9607a'], sun: '#ffe9d6', far: '#7d4a6b', near: '#55304d', ground: '#331d31', ink: '#1c0f1b' },
  { sky: ['#e9efd9', '#a9bf7a'], sun: '#fdfcf3', far: '#6f8a4a', near: '#46602d', ground: '#2c3d1b', ink: '#18220e' },
];

export type Subject = 'gorilla' | 'elephant' | 'giraffe' | 'birds' | 'lion' | 'volcano' | 'portrait' | 'pattern';

function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0xffffffff;
  };
}

function ridge(width: number, height: number, base: number, amplitude: number, random: () => number, peaks = 3): string {
  const points: string[] = [`M0 ${height}`, `L0 ${base}`];
  const steps = peaks * 4;
  for (let i = 1; i <= steps; i++) {
    const x = (width / steps) * i;
    const y = base - Math.abs(Math.sin((i / steps) * Math.PI * peaks)) * amplitude * (0.6 + random() * 0.5);
    points.push(`L${x.toFixed(0)} ${y.toFixed(0)}`);
  }
  points.push(`L${width} ${height}`, 'Z');
  return points.join(' ');
}

function subjectShape(subject: Subject, w: number, h: number, ink: string): string {
  const gy = h * 0.78;
  switch (subject) {
    case 'gorilla':
      return `<g fill="${ink}" transform="translate(${w * 0.52} ${gy}) scale(${w / 1600})">
        <ellipse cx="0" cy="-170" rx="190" ry="160"/><circle cx="-40" cy="-360" r="95"/>
        <ellipse cx="-150" cy="-40" rx="55" ry="120"/><ellipse cx="140" cy="-40" rx="60" ry="125"/>
        <ellipse cx="-70" cy="0" rx="80" ry="30"/><ellipse cx="80" cy="0" rx="80" ry="30"/></g>`;
    case 'elephant':
      return `<g fill="${ink}" transform="translate(${w * 0.45} ${gy}) scale(${w / 1600})">
        <ellipse cx="0" cy="-230" rx="260" ry="170"/><ellipse cx="250" cy="-290" rx="110" ry="100"/>
        <path d="M320 -260 Q380 -120 330 0 L300 0 Q330 -120 280 -230 Z"/><ellipse cx="190" cy="-300" rx="90" ry="120" opacity=".85"/>
        <rect x="-200" y="-120" width="70" height="120"/><rect x="-80" y="-120" width="70" height="120"/>
        <rect x="60" y="-120" width="70" height="120"/><rect x="160" y="-120" width="70" height="120"/></g>`;
    case 'giraffe':
      return `<g fill="${ink}" transform="translate(${w * 0.55} ${gy}) scale(${w / 1600})">
        <ellipse cx="0" cy="-330" rx="170" ry="80"/><path d="M120 -360 L230 -720 L280 -700 L190 -330 Z"/>
        <ellipse cx="265" cy="-725" rx="60" ry="30"/><rect x="250" y="-790" width="10" height="45"/><rect x="275" y="-790" width="10" height="45"/>
        <rect x="-140" y="-300" width="30" height="300"/><rect x="-90" y="-300" width="30" height="300"/>
        <rect x="90" y="-300" width="30" height="300"/><rect x="130" y="-300" width="30" height="300"/></g>`;
    case 'lion':
      return `<g fill="${ink}" transform="translate(${w * 0.5} ${gy}) scale(${w / 1600})">
        <circle cx="-200" cy="-250" r="130"/><ellipse cx="40" cy="-190" rx="240" ry="95"/>
        <path d="M270 -200 Q360 -260 380 -150" stroke="${ink}" stroke-width="22" fill="none"/>
        <rect x="-160" y="-120" width="45" height="120"/><rect x="-80" y="-120" width="45" height="120"/>
        <rect x="120" y="-120" width="45" height="120"/><rect x="200" y="-120" width="45" height="120"/></g>`;
    case 'birds': {
      const birds = Array.from({ length: 9 }, (_, i) => {
        const x = w * (0.2 + (i % 5) * 0.14) + ((i * 37) % 60);
        const y = h * (0.2 + Math.floor(i / 5) * 0.1) + ((i * 53) % 40);
        const s = w / 1600;
        return `<path d="M${x} ${y} q${30 * s} ${-25 * s} ${60 * s} 0 q${30 * s} ${-25 * s} ${60 * s} 0" stroke="${ink}" stroke-width="${6 * s}" fill="none"/>`;
      });
      return birds.join('');
    }
    case 'portrait':
      return `<g fill="${ink}" transform="translate(${w * 0.5} ${h * 0.95}) scale(${w / 1600})">
        <circle cx="0" cy="-620" r="190"/><path d="M-420 0 Q-400 -380 0 -400 Q400 -380 420 0 Z"/></g>`;
    case 'pattern':
      return Array.from(
        { length: 12 },
        (_, i) => `<circle cx="${(w / 12) * i + w / 24}" cy="${h * 0.5}" r="${w / 40}" fill="${ink}" opacity="${0.3 + (i % 3) * 0.2}"/>`,
      ).join('');
    case 'volcano':
    default:
      return '';
  }
}

export function paintSvg(options: { width: number; height: number; palette: Palette; subject: Subject; seed: number }): string {
  const { width: w, height: h, palette: p, subject, seed } = options;
  const random = rng(seed);
  const sunX = w * (0.2 + random() * 0.6);
  const sunY = h * (0.2 + random() * 0.15);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${w * 0.08}" fill="${p.sun}" opacity="0.9"/>
  <path d="${ridge(w, h, h * 0.55, h * 0.22, random, 3)}" fill="${p.far}" opacity="0.85"/>
  <path d="${ridge(w, h, h * 0.68, h * 0.12, random, 5)}" fill="${p.near}"/>
  <rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="${p.ground}"/>
  ${subjectShape(subject, w, h, p.ink)}
</svg>`;
}

/** A PNG of the painting, ready to go through the normal image upload pipeline. */
export async function paint(options: { width: number; height: number; palette: Palette; subject: Subject; seed: number }): Promise<Buffer> {
  return sharp(Buffer.from(paintSvg(options)))
    .png({ compressionLevel: 6 })
    .toBuffer();
}
