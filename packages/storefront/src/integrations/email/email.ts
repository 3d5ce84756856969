// Email through SMTP: lead delivery (issue 5 'Delivery'), for dealers whose CRM
// reads an inbox, and the message outbox's email channel (issue 16). One transport
// per process; the Message-ID is derived from what is sent (the lead_id, the
// outbox row), so a resent duplicate threads with (and can be dropped as) the first.
import nodemailer from "nodemailer";

export type EmailResult = { ok: true } | { ok: false; error: string };

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /** The mailer's own From unless given. */
  from?: string;
  replyTo?: string | null;
  /** Without angle brackets: "<id>" is added. */
  messageId: string;
  headers?: Record<string, string>;
}

/** An SMTP transport: sends one email, never throws. */
export interface Mailer {
  send(email: OutgoingEmail): Promise<EmailResult>;
  close(): void;
}

export interface LeadMailer {
  send(message: { to: string; subject: string; text: string; leadId: string; replyTo?: string | null }): Promise<EmailResult>;
  close(): void;
}

export function smtpMailer(options: { smtpUrl: string; from: string; timeoutMs?: number }): Mailer {
  const timeout = options.timeoutMs ?? 10_000;
  const transport = nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
  return {
    async send(email) {
      try {
        await transport.sendMail({
          from: email.from ?? options.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          replyTo: email.replyTo ?? undefined,
          messageId: `<${email.messageId}>`,
          headers: email.headers,
        });
        return { ok: true };
      } catch (error) {
        return { ok: false, error: (error as Error).message };
      }
    },
    close() {
      transport.close();
    },
  };
}

/** Lead emails over a mailer: Message-ID `<lead_id@leads.forecourt>` and an X-Forecourt-Lead-Id header. */
export function leadMailer(mailer: Mailer): LeadMailer {
  return {
    send: (message) =>
      mailer.send({
        to: message.to,
        subject: message.subject,
        text: message.text,
        replyTo: message.replyTo,
        messageId: `${message.leadId}@leads.forecourt`,
        headers: { "X-Forecourt-Lead-Id": message.leadId },
      }),
    close: () => mailer.close(),
  };
}

export function smtpLeadMailer(options: { smtpUrl: string; from: string; timeoutMs?: number }): LeadMailer {
  return leadMailer(smtpMailer(options));
}
