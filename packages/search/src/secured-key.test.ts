// A secured key is what confines a site's browser client to the site on
// Algolia (issue 4 item 3): the key must carry the site's filter, signed with
// the parent key. The expected key is computed here with node:crypto alone,
// following Algolia's documented format: base64(hex HMAC-SHA256(parent, params) + params),
// the params URL-encoded with keys in alphabetical order.
import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { securedSearchKey } from "./secured-key";

const parentKey = "3f1c0de0c9a7e52f6e4e1b9a00c0ffee";
const siteFilter = 'dealership_slug:sunshine-toyota AND (status:in_stock OR status:coming_soon OR sold_date_timestamp > 1793404800) AND NOT make:"Test Car"';

function decode(key: string): { hmac: string; params: string } {
  const text = Buffer.from(key, "base64").toString("utf8");
  return { hmac: text.slice(0, 64), params: text.slice(64) };
}

const sign = (params: string, key = parentKey) => createHmac("sha256", key).update(params).digest("hex");

describe("securedSearchKey", () => {
  it("embeds the site's filter and signs it with the parent key", () => {
    const key = securedSearchKey({ searchKey: parentKey, filters: siteFilter });
    const { hmac, params } = decode(key);
    expect(params).toBe(`filters=${encodeURIComponent(siteFilter)}`);
    expect(new URLSearchParams(params).get("filters")).toBe(siteFilter);
    expect(hmac).toBe(sign(params));
    expect(key).toBe(Buffer.from(sign(params) + params).toString("base64"));
  });

  it("adds the expiry and the allowed indices, parameters in alphabetical order", () => {
    const key = securedSearchKey({ searchKey: parentKey, filters: "dealership_slug:sunshine-toyota", validUntil: 1_798_761_600, indices: ["Car_production", "Car_production:*"] });
    const { hmac, params } = decode(key);
    expect(params).toBe("filters=dealership_slug%3Asunshine-toyota&restrictIndices=Car_production%2CCar_production%3A*&validUntil=1798761600");
    expect(hmac).toBe(sign(params));
  });

  it("differs per parent key and per filter, so one site's key cannot be turned into another's", () => {
    const a = securedSearchKey({ searchKey: parentKey, filters: "dealership_slug:sunshine-toyota" });
    const b = securedSearchKey({ searchKey: parentKey, filters: "dealership_slug:harbour-nissan" });
    const c = securedSearchKey({ searchKey: "another-parent-key", filters: "dealership_slug:sunshine-toyota" });
    expect(new Set([a, b, c]).size).toBe(3);
    // Swapping the embedded filter without the parent key breaks the signature.
    const forged = decode(a).hmac + decode(b).params;
    expect(sign(decode(b).params)).not.toBe(decode(forged).hmac);
  });

  it("refuses a key without a filter, an empty parent key, or an expiry that is not whole seconds", () => {
    expect(() => securedSearchKey({ searchKey: parentKey, filters: "  " })).toThrow(/filters is empty/);
    expect(() => securedSearchKey({ searchKey: "", filters: siteFilter })).toThrow(/searchKey is empty/);
    expect(() => securedSearchKey({ searchKey: parentKey, filters: siteFilter, validUntil: 1_798_761_600.5 })).toThrow(/whole seconds/);
  });
});
