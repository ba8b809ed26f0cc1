import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { contentSecurityPolicy, finishDocument, NO_STORE, ownInlineScripts } from "~/server/http/http.server";
import { OwnScriptMark } from "~/lib/own-scripts";
import { log } from "~/server/log/log.server";

export const streamTimeout = 5_000;

/**
 * Every page is rendered whole before it is sent: its content security policy lists the hashes of the inline
 * scripts the site wrote into it (never those of a post's content), so the bytes and headers of a URL depend on its content alone and any cache may share them
 * (app/server/response-cache/response-cache.server.ts, nginx, a CDN).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The site's own inline scripts are rendered with this mark, unknown to any post: only they get a hash.
  const mark = randomBytes(18).toString("base64url");
  const rendered = await renderDocument(request.url, routerContext, mark);
  const { html, hashes } = ownInlineScripts(finishDocument(rendered.html), mark);
  const status = rendered.failed ? 500 : responseStatusCode;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Development: Vite adds scripts of its own, so no policy (as server/app.ts).
  if (!import.meta.env.DEV) responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(hashes, loadContext.services.config));
  // Only whole, successful pages are kept by caches; errors and not-found pages are asked for again.
  if (status !== 200) responseHeaders.set("Cache-Control", NO_STORE);
  return new Response(html, { headers: responseHeaders, status });
}

function renderDocument(url: string, routerContext: EntryContext, mark: string) {
  return new Promise<{ html: string; failed: boolean }>((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <OwnScriptMark.Provider value={mark}>
        <ServerRouter context={routerContext} url={url} nonce={mark} />
      </OwnScriptMark.Provider>,
      {
        // React's own inline scripts (those that fill in a Suspense boundary) carry the mark too.
        nonce: mark,
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => resolve({ html: Buffer.concat(chunks).toString("utf8"), failed }));
          body.on("error", reject);
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          failed = true;
          log.error({ err: error }, "Rendering a page failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
