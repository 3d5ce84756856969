import { defineConfig } from "@playwright/test";
import base from "./playwright.config";
export default defineConfig({ ...base, testDir: "/tmp/home-debug", projects: [{ name: "debug" }], reporter: [["list"]] });
