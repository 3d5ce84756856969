// The SMS adapter (issue 16): Twilio's Messages API against the local stand-in
// (no test reaches the internet), and the adapter chosen by the environment.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storefrontEnv } from "../../env";
import { smsSenderFromEnv } from "./index";
import { startTwilioStandIn, type TwilioStandIn } from "./twilio-stand-in";
import { twilioSmsSender } from "./twilio";

const SERVICE_SID = `MG${"b".repeat(32)}`;

describe("twilioSmsSender against the stand-in", () => {
  let twilio: TwilioStandIn;
  beforeAll(async () => {
    twilio = await startTwilioStandIn();
  });
  afterAll(() => twilio.close());

  const sender = (overrides: Partial<Parameters<typeof twilioSmsSender>[0]> = {}) =>
    twilioSmsSender({ accountSid: twilio.accountSid, authToken: twilio.authToken, from: "+61400000000", baseUrl: twilio.url, timeoutMs: 1000, ...overrides });

  it("posts To, From and Body as a form with basic auth, and answers the message's sid", async () => {
    const result = await sender().send({ to: "+61412345678", body: "Your Coral Coast Auto code is 123456", idempotencyKey: "forecourt-message-1" });
    expect(result).toEqual({ ok: true, providerMessageId: twilio.accepted.at(-1)!.sid });
    expect(twilio.accepted.at(-1)!.sid).toMatch(/^SM[0-9a-f]{32}$/);
    const request = twilio.requests.at(-1)!;
    expect(request.method).toBe("POST");
    expect(request.path).toBe(`/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`);
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString("base64")}`);
    expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(request.headers["i-twilio-idempotency-token"]).toBe("forecourt-message-1");
    expect(request.form).toEqual({ To: "+61412345678", From: "+61400000000", Body: "Your Coral Coast Auto code is 123456" });
    expect(request.authorized).toBe(true);
  });

  it("sends MessagingServiceSid instead of From when given one, and needs exactly one of them", async () => {
    const result = await sender({ from: undefined, messagingServiceSid: SERVICE_SID }).send({ to: "+61412345678", body: "Hi & bye = ok", idempotencyKey: "k" });
    expect(result.ok).toBe(true);
    expect(twilio.requests.at(-1)!.form).toEqual({ To: "+61412345678", MessagingServiceSid: SERVICE_SID, Body: "Hi & bye = ok" });
    expect(() => sender({ from: undefined })).toThrow(/From number or a Messaging Service SID/);
    expect(() => sender({ messagingServiceSid: SERVICE_SID })).toThrow(/one of them/);
  });

  it("reports a 400 (an invalid number) and wrong credentials as not worth retrying, with Twilio's code and message", async () => {
    twilio.answerNext("invalid-number");
    expect(await sender().send({ to: "+61412345678", body: "x", idempotencyKey: "k" })).toEqual({ ok: false, retryable: false, error: "Twilio HTTP 400 21211: Invalid 'To' Phone Number: +61412345678" });
    const wrong = await sender({ authToken: "not-the-token" }).send({ to: "+61412345678", body: "x", idempotencyKey: "k" });
    expect(wrong).toEqual({ ok: false, retryable: false, error: "Twilio HTTP 401 20003: Authenticate" });
    expect(twilio.requests.at(-1)!.authorized).toBe(false);
  });

  it("reports a 500, a 429, a timeout and a refused connection as worth retrying", async () => {
    twilio.answerNext("server-error", "rate-limited", { slowMs: 1500 });
    expect(await sender().send({ to: "+61412345678", body: "x", idempotencyKey: "k" })).toEqual({ ok: false, retryable: true, error: "Twilio HTTP 500 20500: Internal Server Error" });
    expect(await sender().send({ to: "+61412345678", body: "x", idempotencyKey: "k" })).toEqual({ ok: false, retryable: true, error: "Twilio HTTP 429 20429: Too Many Requests" });
    const started = Date.now();
    expect(await sender({ timeoutMs: 300 }).send({ to: "+61412345678", body: "x", idempotencyKey: "k" })).toEqual({ ok: false, retryable: true, error: "Twilio: no answer within 300 ms" });
    expect(Date.now() - started).toBeLessThan(1400);
    const closed = await startTwilioStandIn();
    await closed.close();
    expect(await sender({ baseUrl: closed.url }).send({ to: "+61412345678", body: "x", idempotencyKey: "k" })).toEqual({ ok: false, retryable: true, error: "Twilio: ECONNREFUSED" });
  });
});

describe("smsSenderFromEnv and the SMS settings", () => {
  const twilioEnv = { FORECOURT_SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: `AC${"a".repeat(32)}`, TWILIO_AUTH_TOKEN: "token", TWILIO_FROM: "+61400000000" };

  it("has no sender without a provider: the local outbox", () => {
    expect(smsSenderFromEnv(storefrontEnv({}))).toBeNull();
    // Credentials alone choose nothing.
    expect(smsSenderFromEnv(storefrontEnv({ ...twilioEnv, FORECOURT_SMS_PROVIDER: undefined }))).toBeNull();
  });

  it("builds the Twilio sender, at FORECOURT_TWILIO_API_URL", async () => {
    const twilio = await startTwilioStandIn({ accountSid: `AC${"c".repeat(32)}`, authToken: "secret" });
    try {
      const sender = smsSenderFromEnv(storefrontEnv({ ...twilioEnv, TWILIO_ACCOUNT_SID: twilio.accountSid, TWILIO_AUTH_TOKEN: "secret", FORECOURT_TWILIO_API_URL: twilio.url }));
      expect(sender?.provider).toBe("twilio");
      expect(await sender!.send({ to: "+61412345678", body: "hello", idempotencyKey: "k" })).toMatchObject({ ok: true });
      expect(twilio.accepted.map((message) => [message.to, message.from, message.body])).toEqual([["+61412345678", "+61400000000", "hello"]]);
    } finally {
      await twilio.close();
    }
  });

  it("names the variable that is missing or malformed", () => {
    expect(() => storefrontEnv({ FORECOURT_SMS_PROVIDER: "twilio" })).toThrow(/TWILIO_ACCOUNT_SID is required with FORECOURT_SMS_PROVIDER=twilio/);
    expect(() => storefrontEnv({ ...twilioEnv, TWILIO_AUTH_TOKEN: undefined })).toThrow(/TWILIO_AUTH_TOKEN is required with FORECOURT_SMS_PROVIDER=twilio/);
    expect(() => storefrontEnv({ ...twilioEnv, TWILIO_FROM: undefined })).toThrow(/TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID is required/);
    expect(() => storefrontEnv({ ...twilioEnv, TWILIO_MESSAGING_SERVICE_SID: SERVICE_SID })).toThrow(/not both/);
    expect(() => storefrontEnv({ ...twilioEnv, TWILIO_ACCOUNT_SID: "AC123" })).toThrow(/TWILIO_ACCOUNT_SID must be AC followed by 32 hexadecimal characters/);
    expect(() => storefrontEnv({ ...twilioEnv, TWILIO_FROM: "0412 345 678" })).toThrow(/TWILIO_FROM must be a phone number in E.164 form/);
    expect(() => storefrontEnv({ FORECOURT_SMS_PROVIDER: "carrier-pigeon" })).toThrow(/FORECOURT_SMS_PROVIDER must be twilio, or unset/);
    expect(() => storefrontEnv({ FORECOURT_TWILIO_API_URL: "not a url" })).toThrow(/FORECOURT_TWILIO_API_URL must be a URL/);
    expect(storefrontEnv({ ...twilioEnv, TWILIO_FROM: "CoralCoast" }).TWILIO_FROM).toBe("CoralCoast");
    expect(storefrontEnv({ ...twilioEnv, TWILIO_FROM: undefined, TWILIO_MESSAGING_SERVICE_SID: SERVICE_SID }).TWILIO_MESSAGING_SERVICE_SID).toBe(SERVICE_SID);
  });
});
