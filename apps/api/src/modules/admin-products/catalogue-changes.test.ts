import { describe, expect, it } from 'vitest';
import { stockConflict, stockOutcome } from './catalogue-changes';

describe('the stock a catalogue file leaves a variant', () => {
  it('is the store’s own where the file kept what the export saw, however it moved since', () => {
    // Exported at 3; sold down to 2 meanwhile; the file still says 3.
    expect(stockOutcome(3, 3, 2)).toEqual({ stock: 2 });
    expect(stockOutcome(3, 3, 3)).toEqual({ stock: 3 });
    expect(stockOutcome(null, null, 5)).toEqual({ stock: 5 });
  });

  it('is the file’s where the file changed it and the variant did not move', () => {
    expect(stockOutcome(10, 3, 3)).toEqual({ stock: 10 });
    expect(stockOutcome(null, 3, 3)).toEqual({ stock: null });
    expect(stockOutcome(4, null, null)).toEqual({ stock: 4 });
  });

  it('is a conflict where the file changed it and the variant moved too', () => {
    expect(stockOutcome(10, 3, 2)).toEqual({ conflict: stockConflict(3, 2, 10) });
    expect(stockOutcome(10, null, 4)).toEqual({ conflict: stockConflict(null, 4, 10) });
    expect(stockConflict(null, 4, 10)).toMatch(
      /^stock: was not tracked when the file was exported and is 4 now \(sold or changed since\); the file's 10 would undo that\./,
    );
  });

  it('is no conflict where the variant already has the file’s count (an import taken up again)', () => {
    expect(stockOutcome(10, 3, 10)).toEqual({ stock: 10 });
  });

  it('is the file’s for a new variant, and for a file without stock_when_exported (a stock-take)', () => {
    expect(stockOutcome(7, 3, undefined)).toEqual({ stock: 7 });
    expect(stockOutcome(7, undefined, 2)).toEqual({ stock: 7 });
    expect(stockOutcome(null, undefined, 2)).toEqual({ stock: null });
  });
});
