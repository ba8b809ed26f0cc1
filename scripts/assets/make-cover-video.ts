// Records the short looping video the tests show as a cover block's background
// (tests/support/fixtures/video/fibres.webm): fibres drifting across a dark ground, two seconds of VP8 drawn on
// a canvas and recorded by Debian's Chromium, so no video tool is needed.
// Run: npx tsx scripts/assets/make-cover-video.ts
import { chromiumLaunchOptions } from "#tests/support/chromium";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const file = fileURLToPath(new URL("../../tests/support/fixtures/video/fibres.webm", import.meta.url));

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage();
  // Handed over as text: what tsx compiles would name its functions with a helper the page does not have.
  const base64 = await page.evaluate<string>(`(async () => {
    const canvas = Object.assign(document.createElement("canvas"), { width: 320, height: 180 });
    const context = canvas.getContext("2d");
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: "video/webm;codecs=vp8", videoBitsPerSecond: 150000 });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const start = performance.now();
    await new Promise((done) => {
      const frame = (now) => {
        const t = (now - start) / 2000;
        context.fillStyle = "#0b2236";
        context.fillRect(0, 0, 320, 180);
        context.strokeStyle = "#cfeceb";
        for (let line = 0; line < 6; line++) {
          context.beginPath();
          for (let x = 0; x <= 320; x += 8)
            context.lineTo(x, 30 + line * 25 + 12 * Math.sin(x / 40 + t * 2 * Math.PI + line));
          context.stroke();
        }
        if (t < 1) requestAnimationFrame(frame);
        else done();
      };
      requestAnimationFrame(frame);
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  })()`);
  writeFileSync(file, Buffer.from(base64, "base64"));
  console.log(`Wrote ${file}`);
} finally {
  await browser.close();
}
