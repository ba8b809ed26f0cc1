// Post bodies made to stall a sanitizer, shared by the tests and the benchmark (scripts/bench/bench-sanitize.ts).

/**
 * About 320 KB of inline formatting with 101 `<textarea>` openings that are never closed: each would swallow
 * the rest of the post, and a sanitizer that parses again after each would parse it 101 times.
 */
export function unclosedTextareas(): string {
  const inline =
    "<b><i><em><strong><u><s><mark><small><sub>x</sub></small></mark></s></u></strong></em></i></b> ";
  const chunk = `<p>${inline.repeat(33)}</p>`;
  const parts: string[] = [];
  for (let k = 1; k <= 101; k++) parts.push(`<p>Part ${k}.</p>`, chunk, "<textarea>");
  parts.push("<p>The end of the post.</p>");
  return parts.join("\n");
}

/** 5,000 `<div>` each inside the one before: a recursive walk of its tree overflows the stack. */
export function nestedDivs(depth = 5000): string {
  return `<p>Before the nesting.</p>${"<div>".repeat(depth)}<p>Deep inside.</p>${"</div>".repeat(depth)}<p>After the nesting.</p>`;
}
