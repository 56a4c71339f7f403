import { describe, expect, it } from 'vitest';
import { axeProblems } from './axe';

describe('axeProblems', () => {
  it('names what axe finds, so a clean page is a real result', async () => {
    const page = document.createElement('main');
    page.innerHTML = '<input type="radio" name="size"><img src="/a.png">';
    document.body.append(page);
    try {
      const problems = await axeProblems(page);
      expect(problems.some((problem) => problem.startsWith('label:'))).toBe(true);
      expect(problems.some((problem) => problem.startsWith('image-alt:'))).toBe(true);
    } finally {
      page.remove();
    }
  });
});
