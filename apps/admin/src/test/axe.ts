import axe from 'axe-core';

/**
 * axe-core on the whole document; answers the serious and critical violations as readable lines.
 * jsdom lays nothing out, so colour contrast cannot be measured here (the Tailwind classes are
 * chosen for 4.5:1; a real browser check is the end-to-end suite's job).
 */
export async function seriousViolations(): Promise<string[]> {
  // What index.html gives the real page.
  document.documentElement.lang = 'en-IN';
  // axe probes a canvas for icon fonts; jsdom has none and would log a stack trace.
  HTMLCanvasElement.prototype.getContext = () => null;
  const results = await axe.run(document, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
