// Real photographs for the fake WordPress (tests/support/fixtures/photos/, credits in its README): uploads with
// WordPress's usual sizes beside each (-300x225, -768x576, -1024x768, -1536x1152, -2048x1536, smaller than
// the original only), made from the originals on first request, as JPEG or PNG, and a post that shows them the
// way the block editor writes it: a 4000x3000 cover and ten photographs with WordPress's own srcset.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import type { RawPost } from "./fake-wordpress-fixtures";

const FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures/photos");

/** The upload names and their originals. */
const ORIGINALS: Record<string, { file: string; width: number; height: number }> = {
  "milky-way": { file: "milky-way-over-the-matterhorn.jpg", width: 4000, height: 3000 },
  mars: { file: "valles-marineris.jpg", width: 2024, height: 1919 },
  pluto: { file: "pluto-and-charon.jpg", width: 1600, height: 1600 },
  tissue: { file: "nci-connective-tissue-cells-2303.jpg", width: 648, height: 432 },
  fibroblasts: { file: "nci-connective-tissue-cells-2304.jpg", width: 648, height: 432 },
  culture: { file: "nci-connective-tissue-cells-2305.jpg", width: 646, height: 432 },
  darkfield: { file: "nci-connective-tissue-cells-2306.jpg", width: 648, height: 422 },
};

/** WordPress's default sizes (thumbnail aside): medium, medium_large, large, 1536x1536, 2048x2048. */
const SIZES = [300, 768, 1024, 1536, 2048];

export const PHOTO_POST_SLUG = "fibres-under-the-microscope";
/** Where the photographs live on the fake WordPress. */
export const PHOTO_FOLDER = "/wp-content/uploads/2025/07/";

const made = new Map<string, Promise<{ body: Buffer; type: string } | undefined>>();

/** The bytes of an upload such as `/wp-content/uploads/2025/07/mars-3-768x728.jpg`, or undefined. */
export function photoFile(pathname: string): Promise<{ body: Buffer; type: string } | undefined> {
  let pending = made.get(pathname);
  if (!pending) {
    pending = makePhoto(pathname);
    made.set(pathname, pending);
  }
  return pending;
}

async function makePhoto(pathname: string) {
  const match = /^\/wp-content\/uploads\/2025\/07\/([a-z-]+?)(?:-\d+)?(?:-(\d+)x(\d+))?\.(jpg|png)$/.exec(
    pathname,
  );
  const original = match && ORIGINALS[match[1]!];
  if (!match || !original) return undefined;
  const bytes = await readFile(path.join(FOLDER, original.file));
  const png = match[4] === "png";
  if (!match[2] && !png) return { body: bytes, type: "image/jpeg" };
  const image = sharp(bytes).resize(
    match[2] ? { width: Number(match[2]), height: Number(match[3]), fit: "cover" } : {},
  );
  return png
    ? { body: await image.png().toBuffer(), type: "image/png" }
    : { body: await image.jpeg({ quality: 82 }).toBuffer(), type: "image/jpeg" };
}

type Upload = {
  url: string;
  width: number;
  height: number;
  srcset: string;
  src: string;
  shown: [number, number];
};

/** An upload of `name` (the n-th copy), with the address and srcset WordPress writes for its "large" size. */
function upload(origin: string, name: string, copy: number, extension = "jpg"): Upload {
  const original = ORIGINALS[name]!;
  const base = `${origin}${PHOTO_FOLDER}${name}-${copy}`;
  const sized = (width: number) => {
    const height = Math.round((original.height * width) / original.width);
    return { url: `${base}-${width}x${height}.${extension}`, width, height };
  };
  const sizes = SIZES.filter((width) => width < original.width).map(sized);
  // WordPress leaves out of srcset anything wider than 2048 (max_srcset_image_width).
  const full = { url: `${base}.${extension}`, width: original.width, height: original.height };
  const candidates = [...sizes, ...(original.width <= 2048 ? [full] : [])];
  const large = sizes.find((size) => size.width === 1024) ?? full;
  return {
    url: full.url,
    width: original.width,
    height: original.height,
    src: large.url,
    shown: [large.width, large.height],
    srcset: candidates.map((c) => `${c.url} ${c.width}w`).join(", "),
  };
}

const CONTENT_PHOTOS: [string, string][] = [
  ["mars", "Valles Marineris on Mars, a mosaic of Viking orbiter images"],
  ["tissue", "Normal cells of human connective tissue in culture, darkfield, 500x"],
  ["pluto", "Pluto and Charon in enhanced colour"],
  ["fibroblasts", "Normal connective tissue cells under darkfield amplified contrast"],
  ["milky-way", "The Milky Way over the Matterhorn and the Stellisee"],
  ["culture", "Cancer cells in tissue culture from human connective tissue"],
  ["mars", "Valles Marineris, the canyon system seen from orbit"],
  ["darkfield", "Cancer cells in culture under darkfield, 500x"],
  ["pluto", "Pluto's heart-shaped plain beside Charon"],
  ["milky-way", "Stars above the Alps at night"],
];

/** The photo essay: a 4000x3000 JPEG cover (media_details as WordPress sends them) and ten photographs. */
export function photoPost(origin: string): RawPost {
  const cover = upload(origin, "milky-way", 0);
  const figures = CONTENT_PHOTOS.map(([name, alt], i) => {
    const photo = upload(origin, name, i + 1, i === 3 ? "png" : "jpg");
    const [width, height] = photo.shown;
    return `<figure class="wp-block-image size-large"><img decoding="async" width="${width}" height="${height}" src="${photo.src}" alt="${alt}" class="wp-image-${500 + i}" srcset="${photo.srcset}" sizes="auto, (max-width: ${width}px) 100vw, ${width}px" /></figure>`;
  });
  const paragraphs = figures.map(
    (figure, i) =>
      `<p>Observation ${i + 1}: fibre diameters, pore sizes and how cells spread on the scaffold over the first days in culture.</p>\n\n${figure}`,
  );
  const date = "2025-07-15T09:30:00";
  return {
    id: 900,
    date,
    date_gmt: "2025-07-15T07:30:00",
    modified: date,
    modified_gmt: "2025-07-15T07:30:00",
    slug: PHOTO_POST_SLUG,
    status: "publish",
    type: "post",
    title: { rendered: "Fibres under the microscope: a photo essay" },
    content: { rendered: paragraphs.join("\n\n"), protected: false },
    excerpt: {
      rendered: "<p>Ten photographs from the lab and beyond, and what each of them shows.</p>\n",
      protected: false,
    },
    author: 1,
    featured_media: 800,
    jetpack_featured_media_url: cover.url,
    yoast_head_json: {
      title: "Fibres under the microscope | Example Biomaterials",
      og_image: [{ url: upload(origin, "pluto", 0).url, width: 1600, height: 1600, type: "image/jpeg" }],
    },
    _embedded: {
      author: [{ id: 1, name: "Dr. Jana Nováková", url: "", description: "", slug: "jana" }],
      "wp:featuredmedia": [
        {
          id: 800,
          date,
          type: "attachment",
          alt_text: "The Milky Way above the Matterhorn, reflected in a mountain lake",
          media_type: "image",
          mime_type: "image/jpeg",
          media_details: { width: 4000, height: 3000, file: "2025/07/milky-way-0.jpg", sizes: {} },
          source_url: cover.url,
        },
      ],
      "wp:term": [[{ id: 3, name: "Imaging", slug: "imaging", taxonomy: "category" }], []],
    },
  } as RawPost;
}
