import type { LaunchedChrome } from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { launchBrowser, runLighthouse } from './lighthouse.ts';

const ATTEMPTS = 3;

/**
 * The benchmark's Chromium, relaunched when it misbehaves. On a busy host Lighthouse now and then
 * loses its trace (NO_NAVSTART) or times out; a fresh browser and a short pause nearly always
 * get the next attempt through.
 */
export class BrowserSession {
  private chrome: LaunchedChrome | undefined;

  private async browser(): Promise<LaunchedChrome> {
    this.chrome ??= await launchBrowser();
    return this.chrome;
  }

  close(): void {
    this.chrome?.kill();
    this.chrome = undefined;
  }

  async lighthouse(url: string, log: (line: string) => void): Promise<Result> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await runLighthouse(url, await this.browser());
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (attempt >= ATTEMPTS) throw new Error(`${reason} (after ${ATTEMPTS} attempts)`);
        log(`  attempt ${attempt} on ${url} failed, retrying: ${reason}`);
        // A lost trace tends to repeat on the same browser (seen with Chromium 156): start afresh.
        this.close();
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
    }
  }
}
