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
    // Evaluated through the DevTools protocol: an inline <script> would be refused by the app's CSP.
    await this.page.evaluate(axeSource);
    // A toast or dialog fading in or out is half transparent, and axe would measure its contrast
    // mid-animation. Finite animations are awaited first (spinners run forever and are left alone);
    // when a violating element changed or animated while axe ran (a toast's timeout ended), the page
    // is measured again.
    let results = await this.measureStillPage();
    for (let attempt = 1; attempt < 4 && results.measuredMidChange; attempt += 1)
      results = await this.measureStillPage();
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
      }));
  }

  private measureStillPage() {
    return this.page.evaluate(async () => {
      const finite = () =>
        document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
      await Promise.all(finite().map((animation) => animation.finished.catch(() => undefined)));
      const changed = new Set<Node>();
      const observer = new MutationObserver((records) => records.forEach((record) => changed.add(record.target)));
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      const axe = (
        window as unknown as {
          axe: {
            run(
              context: object,
              options: object,
            ): Promise<{
              violations: {
                id: string;
                impact: string | null;
                help: string;
                nodes: { target: string[]; element?: Element }[];
              }[];
            }>;
          };
        }
      ).axe;
      // Tabster's focus sentinels (<i tabindex="0" aria-hidden data-tabster-dummy>) move focus on as
      // soon as they receive it; axe cannot know that and reports them as focusable hidden content.
      const { violations } = await axe.run(
        { exclude: [['[data-tabster-dummy]']] },
        { resultTypes: ['violations'], elementRef: true },
      );
      observer.disconnect();
      for (const animation of finite()) {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        if (target) changed.add(target);
      }
      const measuredMidChange = violations.some((violation) =>
        violation.nodes.some(
          ({ element }) =>
            element &&
            (!element.isConnected || [...changed].some((node) => node.contains(element) || element.contains(node))),
        ),
      );
      return {
        measuredMidChange,
        violations: violations.map(({ id, impact, help, nodes }) => ({
          id,
          impact,
          help,
          nodes: nodes.map(({ target }) => ({ target })),
        })),
      };
    });
  }
}
