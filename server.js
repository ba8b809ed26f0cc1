// The Node entry: security headers, compression, static files, then React Router.
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { rateLimit } from "express-rate-limit";
import helmet from "helmet";

// Settings may come from a .env file beside this one (see .env.example); the environment wins.
if (fs.existsSync(".env")) process.loadEnvFile(".env");

const PRODUCTION = process.env.NODE_ENV === "production";
const PORT = Number.parseInt(process.env.PORT || "3000", 10);
const HOST = process.env.HOST || "0.0.0.0";

/** Origin of WordPress media (post images), the one other origin a browser may load from. */
function mediaOrigin() {
  const api = process.env.WORDPRESS_API_URL;
  if (!api) return [];
  const extra = (process.env.WORDPRESS_MEDIA_ORIGINS || "").split(/[\s,]+/).filter(Boolean);
  try {
    return [new URL(api).origin, ...extra];
  } catch {
    return extra;
  }
}

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", process.env.TRUST_PROXY === "1" ? 1 : false);
app.use(compression());

app.use((_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
});
app.use(
  helmet({
    contentSecurityPolicy: PRODUCTION
      ? {
          useDefaults: false,
          directives: {
            "default-src": ["'self'"],
            "base-uri": ["'self'"],
            "connect-src": ["'self'"],
            "font-src": ["'self'"],
            "form-action": ["'self'"],
            "frame-ancestors": ["'none'"],
            "img-src": ["'self'", "data:", "blob:", ...mediaOrigin()],
            "object-src": ["'none'"],
            "script-src": ["'self'", (_req, res) => `'nonce-${res.locals.cspNonce}'`],
            "style-src": ["'self'", "'unsafe-inline'"],
            "worker-src": ["'self'", "blob:"],
            "upgrade-insecure-requests": process.env.SITE_URL?.startsWith("https:") ? [] : null,
          },
        }
      : false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: process.env.SITE_URL?.startsWith("https:") ? undefined : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  }),
);

// One canonical form for every path: no trailing slash.
app.use((req, res, next) => {
  if (req.path.length > 1 && req.path.endsWith("/")) {
    const query = req.url.slice(req.path.length);
    res.redirect(301, req.path.replace(/\/+$/, "") + query);
    return;
  }
  next();
});

// The proxy answers from its cache, but every unknown slug may reach WordPress: cap requests per client.
const apiLimit = Number.parseInt(process.env.API_RATE_LIMIT_PER_MINUTE || "300", 10);
if (apiLimit > 0) {
  app.use(
    "/api/",
    rateLimit({
      windowMs: 60_000,
      limit: apiLimit,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      handler: (_req, res) => {
        res.status(429).json({ error: "Too many requests: please wait a minute and try again." });
      },
    }),
  );
}

const getLoadContext = (_req, res) => ({ cspNonce: res.locals.cspNonce });

if (PRODUCTION) {
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  app.use(express.static("build/client", { maxAge: "1h", index: false }));
  const build = await import("./build/server/index.js");
  app.all("*splat", createRequestHandler({ build, getLoadContext }));
} else {
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  app.use(vite.middlewares);
  app.all(
    "*splat",
    createRequestHandler({
      build: () => vite.ssrLoadModule("virtual:react-router/server-build"),
      getLoadContext,
    }),
  );
}

app.listen(PORT, HOST, () => {
  console.log(`Site listening on http://${HOST === "0.0.0.0" ? "localhost" : HOST}:${PORT}`);
});
