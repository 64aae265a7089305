import sharp from 'sharp';

let shade = 0;

/** A small PNG whose pixels differ on every call, so each upload is a distinct image. */
export function png(width = 64, height = 48): Promise<Buffer> {
  shade += 1;
  return sharp({ create: { width, height, channels: 3, background: { r: (shade * 13) % 256, g: shade % 256, b: (shade * 7) % 256 } } })
    .png()
    .toBuffer();
}
