vcl 4.1;
# Varnish in front of two or more instances of the site (docs/deploy.md, "Several instances behind Varnish"):
# keeps what the site's Cache-Control allows, asks another instance for a GET or HEAD that one drops (a crash, a
# kill), serves stale copies while every instance is down, and drops exactly what a change notice names: the site
# sends `PURGE` with an `xkey` header listing the keys (PURGE_TARGET=varnish), and vmod xkey (Debian's
# varnish-modules) drops every object whose Surrogate-Key names one of them.
# Adapt the lines marked CHANGE. tests/system/varnish.spec.ts and restarts.spec.ts run this very file.

import directors;
import std;
import xkey;

# An instance gets requests only while /readyz answers 200: it turns 503 as soon as the instance is told to stop,
# which then serves SHUTDOWN_DELAY_MS longer: at worst the probes count it out after (window - threshold + 1)
# intervals; with one interval more, 2 s x (3 - 2 + 1) + 2 s = 6000 ms (docs/deploy.md). Change both together.
probe ready {
    .request = "GET /readyz HTTP/1.1" "Host: localhost" "Connection: close" "User-Agent: varnish-probe";
    .expected_response = 200;
    .interval = 2s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
}

# CHANGE: one backend per instance of the site, each added to the director in vcl_init.
backend site_1 { .host = "127.0.0.1"; .port = "3000"; .probe = ready; .connect_timeout = 2s; .first_byte_timeout = 30s; }
backend site_2 { .host = "127.0.0.1"; .port = "3001"; .probe = ready; .connect_timeout = 2s; .first_byte_timeout = 30s; }

# CHANGE: the addresses of the instances of the site, the only clients allowed to purge. A purge must also
# arrive on the listen address named `purge` (varnishd -a purge=127.0.0.1:6091, docs/deploy.md), never the one
# visitors reach: a TLS terminator on this host connects from 127.0.0.1 too.
acl purgers {
    "127.0.0.1";
    "::1";
}

# Requests are spread over the instances whose probe answers, each by a key of its own (its id), so that a retry
# (vcl_backend_error) goes to another instance than the one that failed: the shard director's `alt`.
sub vcl_init {
    new site = directors.shard();
    site.add_backend(site_1); # CHANGE: every backend above
    site.add_backend(site_2);
    site.reconfigure();
}

sub vcl_recv {
    set req.backend_hint = site.backend(resolve=LAZY);
    unset req.http.X-Cache-Stale;
    # Each request's own id, for the site's log line and the answer: never one a client chose, which the site
    # would keep and this cache would store with the page for everyone.
    set req.http.X-Request-Id = req.xid;

    if (local.socket == "purge") {
        if (req.method != "PURGE" || client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey) {
            return (synth(400, "A purge names its keys in the xkey header"));
        }
        set req.http.n-gone = xkey.purge(req.http.xkey);
        return (synth(200, "Purged " + req.http.n-gone + " objects"));
    }
    if (req.method == "PURGE") {
        return (synth(403, "Forbidden"));
    }

    # The site's answers depend on the address alone (docs/caching.md); only GET and HEAD are kept. Other methods
    # (POST /api/revalidate) and requests with credentials or cookies go straight to an instance.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }

    # One object per meaning, as the site keeps its own (docs/caching.md): it answers from the parameters its
    # routes read and no others, so any other (utm_*, gclid, fbclid, junk) is dropped before the hash, page 1 is
    # the list without `page`, and the rest is sorted. The names: every `reads` of app/route-facts.ts, React
    # Router's own and the image endpoint's (app/server/response-cache/varnish-parameters.server.test.ts compares them).
    if (req.url ~ "\?") {
        set req.url = regsuball(req.url, "(?<=[?&])(?!(?:page|q|path|params|expires|token|_routes|index|paths|version|v|w|src|fit)=)[^&]*&?", "");
        set req.url = regsuball(req.url, "(?<=[?&])page=1(?:&|$)", "");
        set req.url = std.querysort(regsub(req.url, "[?&]+$", ""));
    }

    # While an instance answers, a stale copy is served for the site's stale-while-revalidate (one hour) while
    # one background fetch replaces it; when none answers, for the whole grace set below (stale-if-error).
    if (std.healthy(req.backend_hint)) {
        set req.grace = 1h;
    }
}

# Attempt n of a fetch (bereq.retries) goes to the n-th healthy instance after the first for this request's key:
# a retry never goes back to the instance that just failed it.
sub vcl_backend_fetch {
    set bereq.backend = site.backend(by=KEY, key=site.key(bereq.http.X-Request-Id), alt=bereq.retries, healthy=ALL);
}

# The site's answers do not depend on Host (it writes every address from SITE_URL): a made-up Host is the
# same object, not one more to push the good ones out.
sub vcl_hash {
    hash_data(req.url);
    return (lookup);
}

sub vcl_backend_response {
    unset beresp.http.X-Request-Id;
    # An answer without Cache-Control (a redirect to a path's one spelling) is the site's for one client only:
    # kept, every made-up spelling of an address would be an object of its own.
    if (!beresp.http.Cache-Control) {
        set beresp.ttl = 0s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # TTL comes from the site's Cache-Control (s-maxage first) and Age: nothing here lengthens it. Errors,
    # refusals and `no-store` answers are never kept (the built-in VCL makes them uncacheable).
    # vmod xkey indexes objects by their `xkey` header: the site's Surrogate-Key (space-separated) names them.
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    # Kept past its TTL for the site's stale-if-error (24 h), for when no instance answers.
    set beresp.grace = 24h;
    # A failed background refresh keeps the stale copy instead of replacing it with the error.
    if (beresp.status >= 500 && bereq.is_bgfetch) {
        return (abandon);
    }
}

sub vcl_backend_error {
    # No answer from an instance (refused, reset, timed out: one killed, or gone before the probes noticed): a GET
    # or HEAD, which changes nothing, is asked of another instance, twice at most. Never a POST
    # (/api/revalidate) or any other method, which the first instance may have acted on already.
    if ((bereq.method == "GET" || bereq.method == "HEAD") && bereq.retries < 2) {
        return (retry);
    }
    # A background refresh that reached no instance keeps the stale copy too.
    if (bereq.is_bgfetch) {
        return (abandon);
    }
}

sub vcl_hit {
    if (obj.ttl <= 0s) {
        set req.http.X-Cache-Stale = "1";
    }
}

sub vcl_deliver {
    # X-Cache: HIT (a fresh kept copy), STALE (a kept copy past its TTL: refreshing, or no instance answers), MISS.
    if (obj.hits > 0) {
        if (req.http.X-Cache-Stale) {
            set resp.http.X-Cache = "STALE";
        } else {
            set resp.http.X-Cache = "HIT";
        }
    } else {
        set resp.http.X-Cache = "MISS";
    }
    set resp.http.X-Request-Id = req.http.X-Request-Id;
    # The keys are for purging, not for visitors.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
    unset resp.http.Via;
    unset resp.http.X-Varnish;
}
