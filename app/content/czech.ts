// What only Czech pages show, in one module: a browser fetches it when it first shows a Czech page
// (czech-loader.ts), so an English visitor never downloads it.
export { cs as messages } from "./messages/cs";
export { productsCs as products } from "./products.cs";
export { researchAreasCs as researchAreas } from "./research.cs";
export { pagesCs as pages } from "./pages.cs";
