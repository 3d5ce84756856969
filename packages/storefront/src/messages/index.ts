// Messages to shoppers (issue 16): one outbox for SMS and email.
//   sendMessage(deps, site, message): store, then send at once or hold (outbox.ts)
//   runMessageWorkerOnce / startMessageWorker: the retries (worker.ts; the process is src/leads/worker-main.ts)
//   smsSenderFromEnv(): the configured SMS sender, or null (the local outbox)
export { attemptAndRecord, heldMessageLine, type MessageDeps, type OutgoingMessage, sendMessage, type SendMessageResult, SMS_MAX_LENGTH } from "./outbox";
export { type MessageWorkerDeps, type MessageWorkerRound, runMessageWorkerOnce, sendableChannels, startMessageWorker } from "./worker";
export { smsSenderFromEnv, type SmsResult, type SmsSender, twilioSmsSender } from "../integrations/sms";
export { smsConfigurationError, usesLocalSmsOutbox } from "../env";
