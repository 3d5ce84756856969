// Starts the Turnstile stand-in for the browser tests and tells them where its script is.
import type { TestProject } from "vitest/node";
import { startTurnstileStandIn } from "./stand-in";

declare module "vitest" {
  export interface ProvidedContext {
    turnstileScriptUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const standIn = await startTurnstileStandIn();
  project.provide("turnstileScriptUrl", standIn.scriptUrl);
  return () => standIn.close();
}
