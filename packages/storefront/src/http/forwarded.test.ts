// The app server owns X-Forwarded-*: what the client sends cannot choose its
// address (issue 14: a forged X-Forwarded-For gave every request a fresh rate limit).
import { describe, expect, it } from "vitest";
import { clientIp, ownForwardedHeaders } from "./forwarded";

type NodeHeaders = Record<string, string | string[] | undefined>;

function rewrite(headers: NodeHeaders, hops: number, remoteAddress = "::ffff:198.51.100.7", encrypted = false): NodeHeaders {
  const copy = { ...headers };
  ownForwardedHeaders(copy, { remoteAddress, encrypted }, hops);
  return copy;
}

describe("ownForwardedHeaders with no trusted proxy (the default)", () => {
  it("replaces whatever the client claimed with the socket's address, scheme and host", () => {
    for (const forged of ["203.0.113.9", "1.1.1.1, 2.2.2.2", ",", "", " , ,", "not-an-ip"]) {
      const headers = rewrite({ host: "sunshine-toyota.localhost:3001", "x-forwarded-for": forged, "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" }, 0);
      expect(headers).toMatchObject({ "x-forwarded-for": "198.51.100.7", "x-forwarded-proto": "http", "x-forwarded-host": "sunshine-toyota.localhost:3001" });
      expect(clientIp(headers, 0)).toBe("198.51.100.7");
    }
  });

  it("sets the headers when the client sent none, and says https on a TLS socket", () => {
    expect(rewrite({ host: "a.localhost" }, 0, "203.0.113.5", true)).toMatchObject({ "x-forwarded-for": "203.0.113.5", "x-forwarded-proto": "https", "x-forwarded-host": "a.localhost" });
  });
});

describe("ownForwardedHeaders behind trusted proxies", () => {
  it("keeps the entries the trusted proxies appended and drops what the client wrote before them", () => {
    // client -> load balancer (appends the client's 203.0.113.5) -> app server; the socket is the balancer.
    const one = rewrite({ host: "a.example", "x-forwarded-for": "6.6.6.6, 203.0.113.5", "x-forwarded-proto": "https" }, 1, "10.0.0.2");
    expect(one).toMatchObject({ "x-forwarded-for": "203.0.113.5, 10.0.0.2", "x-forwarded-proto": "https", "x-forwarded-host": "a.example" });
    expect(clientIp(one, 1)).toBe("203.0.113.5");
    // client -> CDN -> load balancer -> app server.
    const two = rewrite({ "x-forwarded-for": ["6.6.6.6", "203.0.113.5, 172.16.0.9"] }, 2, "10.0.0.2");
    expect(two["x-forwarded-for"]).toBe("203.0.113.5, 172.16.0.9, 10.0.0.2");
    expect(clientIp(two, 2)).toBe("203.0.113.5");
  });

  it("falls back to the socket when a proxy that should be there added nothing", () => {
    const headers = rewrite({}, 1, "10.0.0.2");
    expect(headers["x-forwarded-for"]).toBe("10.0.0.2");
    expect(clientIp(headers, 1)).toBe("10.0.0.2");
  });
});

describe("clientIp", () => {
  it("reads the address the app server wrote, with or without IPv4-mapped prefixes", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "::ffff:127.0.0.1" }))).toBe("127.0.0.1");
    expect(clientIp({ "X-Forwarded-For": "2001:db8::1" })).toBe("2001:db8::1");
  });

  it("never reads X-Real-IP, which the app server does not own", () => {
    expect(clientIp({ "x-real-ip": "198.51.100.4" })).toBeNull();
    expect(clientIp({})).toBeNull();
  });
});
