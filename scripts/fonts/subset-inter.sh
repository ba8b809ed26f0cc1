#!/usr/bin/env bash
# Makes the site's two Inter files (app/fonts/) from @fontsource-variable/inter: the variable weight axis kept,
# cut to the characters our two languages use. Needs fonttools (Debian: apt-get install fonttools python3-brotli).
# Run again only when the font package changes; the files are committed.
set -euo pipefail
cd "$(dirname "$0")/../.."
from=node_modules/@fontsource-variable/inter/files
# Basic Latin, Latin-1 (á é í ó ú ý), punctuation, currency and the arrows and minus our copy uses.
pyftsubset "$from/inter-latin-wght-normal.woff2" --flavor=woff2 --layout-features='*' \
  --unicodes='U+0000-00FF,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+2122,U+2190-2193,U+2212' \
  --output-file=app/fonts/inter-latin-wght.woff2
# Latin Extended-A: č ď ě ň ř š ť ů ž and their capitals, for Czech pages.
pyftsubset "$from/inter-latin-ext-wght-normal.woff2" --flavor=woff2 --layout-features='*' \
  --unicodes='U+0100-017F' \
  --output-file=app/fonts/inter-latin-ext-wght.woff2
