// A post as WordPress 6.x renders block-editor content (content.rendered of the REST API): the markup and
// classes its core blocks really print, images from the media host with srcset/sizes, and the blocks the
// site removes (file download, embeds, forms). For sanitizer tests, the benchmark and screenshots.

/** The rendered content of one long post; `media` is the WordPress origin serving /wp-content/uploads/. */
export function blockEditorContent(media: string): string {
  const upload = (name: string, size = "") => `${media}/wp-content/uploads/2025/06/${name}${size}.jpg`;
  const srcset = (name: string) =>
    [
      `${upload(name)} 1600w`,
      `${upload(name, "-300x169")} 300w`,
      `${upload(name, "-1024x576")} 1024w`,
      `${upload(name, "-768x432")} 768w`,
    ].join(", ");
  return `
<p>Electrospinning draws a polymer solution into fibres a few hundred nanometres across. This post follows one
scaffold from solution to cell culture, with the numbers we measured on the way.</p>



<h2 class="wp-block-heading" id="h-why-multimode">Why multimode?</h2>



<p>Needle, needleless and <strong>coaxial</strong> spinning answer different questions. A <em>needle</em> gives
control; a free surface gives throughput; a coaxial nozzle gives <a href="https://doi.org/10.1000/xyz123">core&#8211;shell fibres</a>
that carry a drug in their core. See also our <a href="/products">products</a>.</p>



<figure class="wp-block-image size-large"><img decoding="async" width="1024" height="576" src="${upload("spinning-room", "-1024x576")}" alt="The spinning room with three electrospinning units" class="wp-image-412" srcset="${srcset("spinning-room")}" sizes="(max-width: 1024px) 100vw, 1024px" /><figcaption class="wp-element-caption">The new spinning room in Prague: humidity held at 35&nbsp;% &plusmn; 2&nbsp;%.</figcaption></figure>



<h3 class="wp-block-heading" id="h-what-we-measured">What we measured</h3>



<ul class="wp-block-list">
<li>Fibre diameter (SEM, 100 fibres per sample)</li>



<li>Porosity by gravimetry</li>



<li>Release of the model drug over <strong>14 days</strong>
<ul class="wp-block-list">
<li>in PBS at 37&nbsp;&deg;C</li>



<li>sampled every 24&nbsp;h</li>
</ul>
</li>
</ul>



<ol class="wp-block-list" start="3">
<li>Dissolve PCL in chloroform/methanol (3:1).</li>



<li>Spin at 18&nbsp;kV, 15&nbsp;cm, 1&nbsp;ml/h.</li>
</ol>



<figure class="wp-block-table is-style-stripes"><table class="has-fixed-layout"><thead><tr><th>Mode</th><th class="has-text-align-right" data-align="right">Diameter (nm)</th><th>Throughput</th></tr></thead><tbody><tr><td>Needle</td><td class="has-text-align-right" data-align="right">250 &plusmn; 40</td><td>0.1&nbsp;g/h</td></tr><tr><td>Needleless</td><td class="has-text-align-right" data-align="right">310 &plusmn; 90</td><td>5&nbsp;g/h</td></tr><tr><td>Coaxial</td><td class="has-text-align-right" data-align="right">400 &plusmn; 60</td><td>0.05&nbsp;g/h</td></tr></tbody><tfoot><tr><td>Mean</td><td class="has-text-align-right" data-align="right">320</td><td></td></tr></tfoot></table><figcaption class="wp-element-caption">Diameters of PCL fibres by spinning mode.</figcaption></figure>



<blockquote class="wp-block-quote is-layout-flow wp-block-quote-is-layout-flow">
<p>Fibre diameter is the first parameter we tune; everything else follows from it.</p>
<cite>Dr. Jana Nov&aacute;kov&aacute;</cite></blockquote>



<figure class="wp-block-pullquote"><blockquote><p>A scaffold should disappear as fast as the tissue grows.</p><cite>Lab notebook, 2025</cite></blockquote></figure>



<pre class="wp-block-code"><code>solution = pcl(12 %) + gelatin(3 %)
if humidity &gt; 40 % and voltage &lt; 15 kV:
    expect("beads")</code></pre>



<p class="has-text-align-center">Water contact angle fell from 118&deg; to 62&deg; with 3&nbsp;% gelatin.<sup data-fn="c0ffee" class="fn"><a href="#c0ffee" id="c0ffee-link">1</a></sup></p>



<div class="wp-block-file"><a id="wp-block-file--media-7a1" href="${media}/wp-content/uploads/2025/06/protocol.pdf">Spinning protocol (PDF)</a><a href="${media}/wp-content/uploads/2025/06/protocol.pdf" class="wp-block-file__button wp-element-button" download aria-describedby="wp-block-file--media-7a1">Download</a></div>



<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">
<iframe loading="lazy" title="Electrospinning in 60 seconds" width="500" height="281" src="https://www.youtube.com/embed/abc123?feature=oembed" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media" allowfullscreen></iframe>
</div></figure>



<div class="wp-block-columns is-layout-flex wp-container-core-columns-is-layout-1 wp-block-columns-is-layout-flex">
<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow">
<figure class="wp-block-image alignleft size-medium"><img loading="lazy" decoding="async" width="300" height="169" src="${upload("sem-fibres", "-300x169")}" alt="SEM image of PCL fibres" class="wp-image-413" srcset="${srcset("sem-fibres")}" sizes="(max-width: 300px) 100vw, 300px" /></figure>
</div>



<div class="wp-block-column is-layout-flow wp-block-column-is-layout-flow">
<p>Beads appear above 40&nbsp;% relative humidity; below it the fibres stay smooth.</p>
</div>
</div>



<object class="wp-block-file__embed" data="${media}/wp-content/uploads/2025/06/protocol.pdf" type="application/pdf" style="width:100%;height:600px" aria-label="Embed of Spinning protocol."></object>



<hr class="wp-block-separator has-alpha-channel-opacity"/>



<h4 class="wp-block-heading">Further reading</h4>



<p>Questions? Write to <a href="mailto:lab@example.com">lab@example.com</a> or call <a href="tel:+420123456789">+420&nbsp;123&nbsp;456&nbsp;789</a>.</p>


<ol class="wp-block-footnotes"><li id="c0ffee">Measured on five samples per mix. <a href="#c0ffee-link" aria-label="Jump to footnote reference 1">&#8617;&#xfe0e;</a></li></ol>
`;
}
