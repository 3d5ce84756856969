// A local stand-in for Cloudflare Turnstile, so the demo, the unit tests and the
// end-to-end journeys exercise the widget and siteverify without the internet
// (issue 14). It serves the two things Cloudflare does:
//  - /turnstile/v0/api.js: a small `window.turnstile` (render, reset, remove,
//    getResponse) that draws a visible, labelled box in the form and answers
//    Cloudflare's documented test site keys the way Cloudflare does;
//  - /turnstile/v0/siteverify: Cloudflare's form-POST contract, answering the test
//    secret keys the way Cloudflare does.
// Like Cloudflare's test keys, every token it issues is XXXX.DUMMY.TOKEN.XXXX, and the
// test secrets accept only that token. It passes every check, so it refuses to run
// when FORECOURT_DEPLOYMENT=production.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { isProductionDeployment } from "../../env";

/** Cloudflare's test site keys (developers.cloudflare.com/turnstile/troubleshooting/testing). */
export const TURNSTILE_TEST_SITE_KEYS = {
  passes: "1x00000000000000000000AA",
  blocks: "2x00000000000000000000AB",
  /** Forces an interactive challenge: a checkbox the shopper ticks. */
  challenges: "3x00000000000000000000FF",
} as const;

/** Cloudflare's test secret keys. */
export const TURNSTILE_TEST_SECRET_KEYS = {
  passes: "1x0000000000000000000000000000000AA",
  /** Fails with invalid-input-response. */
  fails: "2x0000000000000000000000000000000AA",
  /** Fails with timeout-or-duplicate (a token already spent). */
  spent: "3x0000000000000000000000000000000AA",
} as const;

/** The only token Cloudflare's test site keys produce, and the only one its test secrets accept. */
export const TURNSTILE_DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

export const TURNSTILE_STAND_IN_PATHS = { script: "/turnstile/v0/api.js", siteverify: "/turnstile/v0/siteverify" } as const;

export interface TurnstileStandIn {
  /** Give to FORECOURT_TURNSTILE_SCRIPT_URL. */
  scriptUrl: string;
  /** Give to FORECOURT_TURNSTILE_VERIFY_URL. */
  verifyUrl: string;
  close(): Promise<void>;
}

export interface SiteverifyAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** Cloudflare's siteverify answer for one request, by the test secret and the token. */
export function siteverifyAnswer(fields: { secret?: string | null; response?: string | null; hostname?: string }, now: Date = new Date()): SiteverifyAnswer {
  const failed = (code: string, status = 200): SiteverifyAnswer => ({ status, body: { success: false, "error-codes": [code], messages: [] } });
  const secret = fields.secret ?? "";
  const token = fields.response ?? "";
  if (!secret) return failed("missing-input-secret");
  if (!token) return failed("missing-input-response");
  if (secret === TURNSTILE_TEST_SECRET_KEYS.fails) return failed("invalid-input-response");
  if (secret === TURNSTILE_TEST_SECRET_KEYS.spent) return failed("timeout-or-duplicate");
  // Any other secret would be a real one, which this stand-in cannot check: as Cloudflare says of a secret it does not know.
  if (secret !== TURNSTILE_TEST_SECRET_KEYS.passes) return failed("invalid-input-secret");
  if (token !== TURNSTILE_DUMMY_TOKEN) return failed("invalid-input-response");
  return {
    status: 200,
    body: { success: true, challenge_ts: now.toISOString(), hostname: fields.hostname ?? "localhost", "error-codes": [], action: "", cdata: "", metadata: { interactive: false } },
  };
}

/**
 * The browser half. Plain ES2017 in a string: it runs in the shopper's browser as
 * Cloudflare's api.js would, outside our bundles. Box colours keep 4.5:1 contrast.
 */
export const TURNSTILE_STAND_IN_SCRIPT = String.raw`(function () {
  "use strict";
  if (window.turnstile) return;
  var TOKEN = ${JSON.stringify(TURNSTILE_DUMMY_TOKEN)};
  var KEYS = ${JSON.stringify(TURNSTILE_TEST_SITE_KEYS)};
  var SOLVE_MS = 300;
  var widgets = {};
  var count = 0;

  function call(fn, arg) { if (typeof fn === "function") { try { fn(arg); } catch (error) { setTimeout(function () { throw error; }); } } }
  function find(id) {
    if (id === undefined) { for (var key in widgets) return widgets[key]; return undefined; }
    if (widgets[id]) return widgets[id];
    for (var other in widgets) if (widgets[other].container === id) return widgets[other];
    return undefined;
  }
  function say(widget, text, state) {
    widget.status.textContent = text;
    widget.box.setAttribute("data-state", state);
  }
  function pass(widget) {
    widget.token = TOKEN;
    say(widget, "Security check passed", "passed");
    call(widget.params.callback, TOKEN);
  }
  function start(widget) {
    clearTimeout(widget.timer);
    widget.token = undefined;
    if (widget.check) { widget.check.remove(); widget.check = null; }
    var key = widget.params.sitekey;
    if (key === KEYS.challenges) {
      say(widget, "Confirm you are human", "interactive");
      call(widget.params["before-interactive-callback"]);
      var check = document.createElement("button");
      check.type = "button";
      check.setAttribute("role", "checkbox");
      check.setAttribute("aria-checked", "false");
      check.textContent = "Verify you are human";
      check.style.cssText = "font:inherit;padding:4px 10px;border:2px solid #1f2937;border-radius:4px;background:#ffffff;color:#1f2937;cursor:pointer";
      check.addEventListener("click", function () {
        if (check.getAttribute("aria-checked") === "true") return;
        check.setAttribute("aria-checked", "true");
        check.disabled = true;
        call(widget.params["after-interactive-callback"]);
        pass(widget);
      });
      widget.check = check;
      widget.box.appendChild(check);
      return;
    }
    say(widget, "Verifying…", "verifying");
    widget.timer = setTimeout(function () {
      if (key === KEYS.blocks || key === "2x00000000000000000000BB") {
        say(widget, "Security check failed", "failed");
        call(widget.params["error-callback"], "600010");
      } else if (/^1x/.test(String(key))) {
        pass(widget);
      } else {
        say(widget, "Security check unavailable: unknown site key", "failed");
        call(widget.params["error-callback"], "400020");
      }
    }, SOLVE_MS);
  }

  window.turnstile = {
    render: function (container, params) {
      var element = typeof container === "string" ? document.querySelector(container) : container;
      if (!element) throw new Error("turnstile stand-in: no container " + container);
      params = params || {};
      var id = "turnstile-stand-in-" + (++count);
      var box = document.createElement("div");
      box.setAttribute("data-turnstile-stand-in", "");
      box.setAttribute("role", "group");
      box.setAttribute("aria-label", "Security check (test)");
      box.style.cssText = "display:flex;flex-wrap:wrap;align-items:center;gap:8px;box-sizing:border-box;min-width:300px;min-height:65px;padding:8px 12px;border:1px solid #6b7280;border-radius:4px;background:#f9fafb;color:#1f2937;font:14px/1.4 system-ui,sans-serif";
      var status = document.createElement("span");
      status.setAttribute("role", "status");
      box.appendChild(status);
      element.appendChild(box);
      var widget = { id: id, container: element, params: params, box: box, status: status, token: undefined, timer: 0, check: null };
      widgets[id] = widget;
      start(widget);
      return id;
    },
    reset: function (id) { var widget = find(id); if (widget) start(widget); },
    remove: function (id) {
      var widget = find(id);
      if (!widget) return;
      clearTimeout(widget.timer);
      widget.box.remove();
      delete widgets[widget.id];
    },
    getResponse: function (id) { var widget = find(id); return widget ? widget.token : undefined; },
    isExpired: function () { return false; },
    ready: function (fn) { call(fn); },
    execute: function () {}
  };

  var onload = document.currentScript && new URL(document.currentScript.src).searchParams.get("onload");
  if (onload && typeof window[onload] === "function") setTimeout(function () { window[onload](); });
})();
`;

function readBody(request: IncomingMessage, limit = 64 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error("body too large"));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** Siteverify takes a form or JSON, as Cloudflare's does. */
function siteverifyFields(body: string, contentType: string | undefined): { secret?: string; response?: string } {
  if (contentType?.includes("application/json")) {
    try {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      return { secret: typeof parsed.secret === "string" ? parsed.secret : undefined, response: typeof parsed.response === "string" ? parsed.response : undefined };
    } catch {
      return {};
    }
  }
  const form = new URLSearchParams(body);
  return { secret: form.get("secret") ?? undefined, response: form.get("response") ?? undefined };
}

async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = new URL(request.url ?? "/", "http://stand-in.invalid").pathname;
  if (path === TURNSTILE_STAND_IN_PATHS.script && (request.method === "GET" || request.method === "HEAD")) {
    response.writeHead(200, {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "no-store",
      // Loaded cross-origin by every site's pages, as Cloudflare's script is.
      "access-control-allow-origin": "*",
      "cross-origin-resource-policy": "cross-origin",
      "x-content-type-options": "nosniff",
    });
    response.end(request.method === "HEAD" ? undefined : TURNSTILE_STAND_IN_SCRIPT);
    return;
  }
  if (path === TURNSTILE_STAND_IN_PATHS.siteverify) {
    if (request.method !== "POST") {
      response.writeHead(405, { "content-type": "application/json", allow: "POST" });
      response.end(JSON.stringify({ success: false, "error-codes": ["bad-request"], messages: [] }));
      return;
    }
    let body: string;
    try {
      body = await readBody(request);
    } catch {
      response.writeHead(413, { "content-type": "application/json" });
      response.end(JSON.stringify({ success: false, "error-codes": ["bad-request"], messages: [] }));
      return;
    }
    const answer = siteverifyAnswer(siteverifyFields(body, request.headers["content-type"]));
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(JSON.stringify(answer.body));
    return;
  }
  response.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
  response.end("Not found");
}

/**
 * Starts the stand-in on 127.0.0.1 (a free port unless given). Refused when
 * FORECOURT_DEPLOYMENT=production: it would pass every shopper and every bot.
 */
export async function startTurnstileStandIn(options: { port?: number; host?: string } = {}): Promise<TurnstileStandIn> {
  if (isProductionDeployment()) {
    throw new Error("The Turnstile stand-in passes every check; it does not run when FORECOURT_DEPLOYMENT=production. Use Cloudflare's own endpoints there.");
  }
  const host = options.host ?? "127.0.0.1";
  const server = createServer((request, response) => {
    serve(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  return {
    scriptUrl: `${origin}${TURNSTILE_STAND_IN_PATHS.script}`,
    verifyUrl: `${origin}${TURNSTILE_STAND_IN_PATHS.siteverify}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
