import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type Impact = 'critical' | 'serious' | 'moderate' | 'minor';
export const IMPACTS: Impact[] = ['critical', 'serious', 'moderate', 'minor'];

export interface AxeViolation {
  id: string;
  impact: Impact;
  help: string;
  /** How many elements break the rule. */
  nodes: number;
  /** CSS selectors of the first few of them. */
  targets: string[];
}

interface AxeApi {
  run(
    context: unknown,
    options: unknown,
  ): Promise<{ violations: { id: string; impact?: string; help: string; nodes: { target: string[] }[] }[] }>;
}

/**
 * Runs axe-core (every rule but the experimental ones: WCAG 2.x A/AA and best practices)
 * on the page as it is now, dialogs and menus included. Injected through DevTools, so
 * the product's CSP stays in force.
 */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: AxeApi }).axe;
    // The whole page (the document), dialogs and menus in portals included.
    const result = await axe.run((globalThis as unknown as { document: unknown }).document, {
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: (v.impact ?? 'minor') as Impact,
      help: v.help,
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 4).map((node) => node.target.join(' ')),
    }));
  });
}

/** Element counts per impact, and the blocking ones (serious or critical) spelled out. */
export function summarize(violations: AxeViolation[]) {
  const counts = Object.fromEntries(IMPACTS.map((impact) => [impact, 0])) as Record<Impact, number>;
  for (const violation of violations) counts[violation.impact] += violation.nodes;
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id} (${v.help}) on ${v.nodes} element(s): ${v.targets.join(' | ')}`);
  /** Every rule broken, for the record: "moderate region ×3". */
  const rules = violations.map((v) => `${v.impact} ${v.id} ×${v.nodes}`);
  return { counts, blocking, rules };
}
