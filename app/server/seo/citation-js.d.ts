// citation.js ships no type declarations; the site uses this part of it (docs/decisions/049-citations-with-citation-js.md).
declare module "@citation-js/core" {
  export type CslItem = Record<string, unknown> & { id: string; type: string };
  export class Cite {
    constructor(data: unknown);
    data: CslItem[];
    format(format: string, options?: Record<string, unknown>): string;
    static async(data: unknown): Promise<Cite>;
  }
  export const plugins: {
    config: {
      get(name: "@csl"): {
        styles: {
          add(name: string, xml: string): void;
          has(name: string): boolean;
          get(name: string): string;
        };
        locales: { add(name: string, xml: string): void; has(name: string): boolean };
      };
      get(name: "@bibtex"): { format: { asciiOnly: boolean } };
    };
  };
}
declare module "@citation-js/plugin-bibtex";
declare module "@citation-js/plugin-ris";
declare module "@citation-js/plugin-csl";
