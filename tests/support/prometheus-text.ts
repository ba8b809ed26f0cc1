// Reads Prometheus's text exposition format (version 0.0.4) strictly, as a scraper would: every line a comment
// (# HELP, # TYPE), blank, or a sample `name{label="value",...} number`; anything else throws. Numbers as
// Prometheus reads them (Go's ParseFloat: NaN and Inf in any letter case; prom-client writes "Nan").
export type Sample = { name: string; labels: Record<string, string>; value: number };

const NAME = String.raw`[a-zA-Z_:][a-zA-Z0-9_:]*`;
const LABEL = String.raw`[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\[\\"n])*"`;
const VALUE = String.raw`[+-]?(?:\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?|[Ii][Nn][Ff]|[Nn][Aa][Nn])`;
const SAMPLE = new RegExp(`^(${NAME})(?:\\{((?:${LABEL})(?:,${LABEL})*)?,?\\})? (${VALUE})(?: -?\\d+)?$`);
const COMMENT = new RegExp(
  `^# (?:HELP ${NAME} .*|TYPE ${NAME} (?:counter|gauge|histogram|summary|untyped))$`,
);

export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const [at, line] of text.split("\n").entries()) {
    if (line === "" || COMMENT.test(line)) continue;
    const found = SAMPLE.exec(line);
    if (!found) throw new Error(`Line ${at + 1} is not Prometheus text: ${JSON.stringify(line)}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (found[2] ?? "").matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g))
      labels[name!] = value!.replace(/\\(.)/g, (_, c: string) => (c === "n" ? "\n" : c));
    samples.push({ name: found[1]!, labels, value: Number(found[3]!.replace(/inf/i, "Infinity")) });
  }
  return samples;
}

/** The sum of the samples named `name` whose labels include `labels` (0 when there is none). */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((sample) => sample.name === name)
    .filter((sample) => Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

/** The distinct values label `label` has among the samples named `name`. */
export function labelValues(samples: Sample[], name: string, label: string): string[] {
  return [...new Set(samples.filter((s) => s.name === name).map((s) => s.labels[label] ?? ""))].sort();
}
