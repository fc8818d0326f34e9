// Turns one Chromium render (the scene at twice its size) into the committed JPEG: crops the render
// to 2w × 2h, downsamples it to w × h (Lanczos), and writes a progressive 4:2:0 JPEG at `quality`,
// lowered in steps of 3 (not below 60) until the file fits `maxKb` kB (1000 bytes each).
//   node encode.mjs <render.png> <out.jpg> <width> <height> <maxKb> <quality>
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const [render, out, width, height, maxKb, quality] = process.argv.slice(2);
const w = Number(width);
const h = Number(height);
if (!render || !out || !(w > 0) || !(h > 0) || !(Number(maxKb) > 0) || !(Number(quality) > 0)) {
  console.error('usage: node encode.mjs <render.png> <out.jpg> <width> <height> <maxKb> <quality>');
  process.exit(2);
}
const pixels = await sharp(render)
  .extract({ left: 0, top: 0, width: w * 2, height: h * 2 })
  .resize(w, h, { kernel: 'lanczos3', fit: 'fill' })
  .removeAlpha()
  .raw()
  .toBuffer();
let q = Number(quality);
let bytes;
for (;;) {
  bytes = await sharp(pixels, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: q, progressive: true, chromaSubsampling: '4:2:0', mozjpeg: true })
    .toBuffer();
  if (bytes.length <= Number(maxKb) * 1000 || q <= 60) break;
  q -= 3; // keep under the size budget
}
await writeFile(out, bytes);
console.log(
  `${out
    .split('/')
    .pop()
    .replace(/\.jpg$/, '')
    .padEnd(24)} ${w}x${h}  q${String(q).padEnd(3)} ${String(bytes.length).padStart(7)} bytes`,
);
