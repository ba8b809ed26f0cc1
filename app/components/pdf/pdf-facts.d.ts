// Built by vite-pdf-facts.ts from the PDFs in public/, keyed by their address ("/research-document.pdf").
declare module "virtual:pdf-facts" {
  const facts: Record<string, { pages: number; bytes: number }>;
  export default facts;
}
