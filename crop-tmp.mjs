import sharp from "sharp";
const [src, prefix, h] = process.argv.slice(2);
const m = await sharp(src).metadata(); const H = Number(h ?? 1800);
for (let y = 0, i = 0; y < m.height; y += H, i++) {
  await sharp(src).extract({ left: 0, top: y, width: m.width, height: Math.min(H, m.height - y) }).png().toFile(`${prefix}-${i}.png`);
}
console.log(Math.ceil(m.height / H));
