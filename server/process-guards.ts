// A promise nobody awaited must not take the whole site down: log it and keep serving.
let installed = false;

export function guardProcess() {
  if (installed) return;
  installed = true;
  process.on("unhandledRejection", (reason) => {
    console.error("Unhandled promise rejection (the server keeps running):", reason);
  });
}
