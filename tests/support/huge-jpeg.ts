// A real baseline JPEG of any size, uniformly grey, made in memory: every 8x8 block is "no change, end of
// block", two bits with the one-code Huffman tables below, so a 20000x20000 image is a 1.5 MB file. Such a file
// is what an attacker (or an unlucky upload) gives the site: small to send, gigabytes once decoded.

const segment = (marker: number, body: number[]) => [
  0xff,
  marker,
  (body.length + 2) >> 8,
  (body.length + 2) & 0xff,
  ...body,
];

export function hugeJpeg(width: number, height: number): Buffer {
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const head = [
    0xff,
    0xd8, // start of image
    ...segment(0xdb, [0x00, ...Array(64).fill(1)]), // quantization table 0: all ones
    ...segment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]), // grey, 8 bits
    // Huffman tables with one 1-bit code each: DC "no change" and AC "end of block", both the bit 0.
    ...segment(0xc4, [0x00, 1, ...Array(15).fill(0), 0x00]),
    ...segment(0xc4, [0x10, 1, ...Array(15).fill(0), 0x00]),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]), // start of scan
  ];
  const data = Buffer.alloc(Math.ceil((blocks * 2) / 8)); // two zero bits a block
  return Buffer.concat([Buffer.from(head), data, Buffer.from([0xff, 0xd9])]);
}
