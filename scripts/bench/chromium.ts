import { chromium, type LaunchOptions } from '@playwright/test';

/** The machine's Chromium, started as the end-to-end tests start it (playwright.config.ts). */
export function chromiumOptions(extraArgs: string[] = []): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  };
}

export const launchChromium = () => chromium.launch(chromiumOptions());
