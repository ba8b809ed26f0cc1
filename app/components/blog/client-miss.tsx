// A post's page after a navigation in the browser, when the proxy has no post at the address: the server's own
// answer decides what is shown (an English-only post's notice, Post Not Found) or where to go (a renamed post).
import { Suspense, useEffect } from "react";
import { Await, useNavigate } from "react-router";
import { isSiteRelative } from "~/lib/menu";
import { EnglishOnlyNotice } from "./english-only";
import { PostNotFound, PostSkeleton } from "./post-states";

/** What the server answered a navigation in the browser to a post, as far as these parts read it. */
type ServerAnswer = { state: string; movedTo?: string; englishTitle?: string };

/** The same-site address a redirect thrown by a server loader leads to, if it is one. */
export function movedTarget(thrown: unknown): string | undefined {
  if (!(thrown instanceof Response) || thrown.status < 300 || thrown.status > 399) return undefined;
  const location = thrown.headers.get("Location");
  return location && isSiteRelative(location) ? location : undefined;
}

/**
 * After a navigation in the browser the post's page does not wait for the server; when the server's answer is
 * a renamed post's redirect, go on to the new address (replacing the old one in the history, as a 301 does).
 */
export function useFollowMove(server: Promise<ServerAnswer | null> | undefined) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!server) return;
    let current = true;
    void server.then((answer) => {
      if (current && answer?.state === "moved" && answer.movedTo)
        void navigate(answer.movedTo, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [server, navigate]);
}

/** A post the proxy did not find in this language: the server says whether it exists in English only. */
export function ClientMiss({ slug, server }: { slug: string; server: Promise<ServerAnswer | null> }) {
  return (
    <Suspense fallback={<PostSkeleton />}>
      <Await resolve={server} errorElement={<PostNotFound />}>
        {(answer) =>
          answer?.state === "english-only" ? (
            <EnglishOnlyNotice slug={slug} title={answer.englishTitle ?? ""} />
          ) : answer?.state === "moved" ? (
            <PostSkeleton /> // useFollowMove is on its way to the new address
          ) : (
            <PostNotFound />
          )
        }
      </Await>
    </Suspense>
  );
}
