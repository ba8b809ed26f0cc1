// The sanitizer's worker thread in development and tests, where the server runs from TypeScript sources:
// tsx compiles the worker (and the `~/` paths of tsconfig.json) on the fly. The production build runs the
// bundled build/server/sanitize-worker.js instead.
import { register } from "tsx/esm/api";

register();
const worker = await import("./worker.server.ts");

export default worker.default;
export const warm = worker.warm;
