import axe from 'axe-core';

/**
 * The WCAG 2.1 A and AA problems axe finds in `container`, one line each ("rule: selector"), so a
 * failing test names them. Colour contrast needs a layout engine, which jsdom lacks: the end-to-end
 * checks (e2e/a11y.spec.ts) cover it in a real browser.
 */
export async function axeProblems(container: Element): Promise<string[]> {
  // jsdom has no canvas and says so on the console each time axe looks for one: it gets none.
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
  let results: axe.AxeResults;
  try {
    results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
  } finally {
    HTMLCanvasElement.prototype.getContext = getContext;
  }
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}
