import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Runs axe-core in the page and keeps the serious and critical violations. */
export default class AxeBuilder {
  constructor(private readonly page: Page) {}

  async seriousViolations(): Promise<Violation[]> {
    // A toast or dialog fading in is half transparent: axe would measure its contrast mid-animation.
    // Finite animations are awaited (spinners run forever and are left alone).
    await this.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    // Evaluated through the DevTools protocol: an inline <script> would be refused by the app's CSP.
    await this.page.evaluate(axeSource);
    const results = await this.page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run(
              context: Document,
              options: object,
            ): Promise<{
              violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
            }>;
          };
        }
      ).axe;
      // Tabster's focus sentinels (<i tabindex="0" aria-hidden data-tabster-dummy>) move focus on as
      // soon as they receive it; axe cannot know that and reports them as focusable hidden content.
      return axe.run({ exclude: [['[data-tabster-dummy]']] } as unknown as Document, { resultTypes: ['violations'] });
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
      }));
  }
}
