// Email delivery of a lead through SMTP (issue 5 'Delivery'), for dealers whose
// CRM reads an inbox. The Message-ID is derived from the lead_id, so a resent
// duplicate threads with (and can be dropped as) the first.
import nodemailer from "nodemailer";

export type EmailResult = { ok: true } | { ok: false; error: string };

export interface LeadMailer {
  send(message: { to: string; subject: string; text: string; leadId: string; replyTo?: string | null }): Promise<EmailResult>;
  close(): void;
}

export function smtpLeadMailer(options: { smtpUrl: string; from: string; timeoutMs?: number }): LeadMailer {
  const timeout = options.timeoutMs ?? 10_000;
  const transport = nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
  return {
    async send(message) {
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          replyTo: message.replyTo ?? undefined,
          messageId: `<${message.leadId}@leads.forecourt>`,
          headers: { "X-Forecourt-Lead-Id": message.leadId },
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
