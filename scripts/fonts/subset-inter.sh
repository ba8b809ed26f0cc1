#!/usr/bin/env bash
# Makes the site's one Inter file (app/fonts/inter-wght.woff2) from the font's own npm package (inter-ui, by its
# designer): the weight axis kept, the optical size fixed at text size, cut to the characters our two languages
# and their names use. Needs fonttools (Debian: apt-get install fonttools python3-brotli) and the npm registry.
# Run again only to change the font's version or its characters; the file is committed.
set -euo pipefail
cd "$(dirname "$0")/../.."
version=4.1.1
mkdir -p app/fonts
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
npm pack "inter-ui@$version" --pack-destination "$work" --silent > /dev/null
tar -xzf "$work/inter-ui-$version.tgz" -C "$work" package/variable/InterVariable.woff2 package/LICENSE.txt
# Inter 4 has two axes; pages use only the weights, at the optical size meant for text (14, its default).
fonttools varLib.instancer "$work/package/variable/InterVariable.woff2" opsz=14 -q -o "$work/inter-wght.ttf"
# Basic Latin, Latin-1 (á é í ó ú ý), Latin Extended-A (č ď ě ň ř š ť ů ž, and the letters of neighbours'
# names), punctuation, currency, and the arrows and minus our copy uses; default features and tabular figures.
pyftsubset "$work/inter-wght.ttf" --flavor=woff2 --layout-features+=tnum \
  --unicodes='U+0000-017F,U+0131,U+0152-0153,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+2122,U+2190-2193,U+2212' \
  --output-file=app/fonts/inter-wght.woff2
cp "$work/package/LICENSE.txt" app/fonts/LICENSE.txt
