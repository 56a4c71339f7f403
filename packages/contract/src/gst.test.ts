import { describe, expect, it } from 'vitest';
import {
  creditNoteNumber,
  financialYearOf,
  gstBreakup,
  gstinCheckCharacter,
  gstinProblem,
  invoiceFileName,
  invoiceNumber,
  linePaidPaise,
  numberInIndianWords,
  priceBreakup,
  rupeesInWords,
  taxableValuePaise,
  unitsPaidPaise,
} from './gst';

describe('GSTIN validation', () => {
  it.each([
    '27AAPFU0939F1ZV',
    '29AAGCB7383J1Z4',
    '24AAACC1206D1ZM',
    '09AAACH7409R1ZZ',
    // The sample shop's (Delhi).
    '07AAECC4321K1ZT',
  ])('accepts %s, whose check character is right', (gstin) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
    expect(gstinProblem(gstin)).toBeNull();
  });

  it.each([
    ['27AAPFU0939F1ZW', 'check character'],
    ['29AAGCB7383J1Z5', 'check character'],
    // Two digits swapped: the weights catch it.
    ['27AAPFU9039F1ZV', 'check character'],
    ['07AAACR5055K1Z5', 'check character'],
  ])('refuses %s: wrong %s', (gstin, what) => {
    expect(gstinProblem(gstin)).toMatch(what);
  });

  it.each([
    ['27aapfu0939f1zv', 'lowercase'],
    ['27AAPFU0939F1Z', '14 characters'],
    ['27AAPFU0939F1ZVX', '16 characters'],
    ['27AAPF00939F1ZV', 'a digit in the PAN’s letters'],
    ['27AAPFU0939F0ZV', 'entity number 0'],
    ['27AAPFU0939F1YV', 'no Z in the 14th place'],
  ])('refuses %s (%s) as not a GSTIN', (gstin) => {
    expect(gstinProblem(gstin)).toMatch('must be a 15-character GSTIN');
  });

  it('refuses a GSTIN whose first two digits are no state', () => {
    const first14 = '45AAPFU0939F1Z';
    expect(gstinProblem(first14 + gstinCheckCharacter(first14))).toMatch('state code');
  });
});

describe('tax worked back from tax-inclusive amounts', () => {
  it('splits an intra-state line at 18 % into equal CGST and SGST', () => {
    // ₹1,180 inclusive of 18 %: ₹1,000 taxable, ₹90 + ₹90.
    const { lines, totals } = gstBreakup([{ amountPaise: 118_000, ratePercent: 18 }], {
      intraState: true,
    });
    expect(lines[0]).toEqual({
      amountPaise: 118_000,
      ratePercent: 18,
      taxablePaise: 100_000,
      taxPaise: 18_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
    });
    expect(totals.amountPaise).toBe(118_000);
  });

  it('charges an inter-state line IGST only', () => {
    // ₹649 at 18 %: ₹550 taxable, ₹99 IGST.
    const { lines, intraState } = gstBreakup([{ amountPaise: 64_900, ratePercent: 18 }], {
      intraState: false,
    });
    expect(intraState).toBe(false);
    expect(lines[0]).toMatchObject({
      taxablePaise: 55_000,
      taxPaise: 9_900,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 9_900,
    });
  });

  it('takes no tax at 0 %', () => {
    const { lines } = gstBreakup([{ amountPaise: 49_900, ratePercent: 0 }], { intraState: true });
    expect(lines[0]).toMatchObject({
      taxablePaise: 49_900,
      taxPaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
    });
  });

  it('adds mixed rates up to exactly what was paid', () => {
    // 2 × ₹1,049 at 5 %: 2,09,800 / 1.05 = 1,99,809.52 → 1,99,810 paise; tax 9,990.
    // 1 × ₹899 at 18 %: 89,900 / 1.18 = 76,186.44 → 76,186 paise; tax 13,714.
    // 1 × ₹2,499 at 40 %: 2,49,900 / 1.40 = 1,78,500 paise exactly; tax 71,400.
    const { lines, totals } = gstBreakup(
      [
        { amountPaise: 209_800, ratePercent: 5 },
        { amountPaise: 89_900, ratePercent: 18 },
        { amountPaise: 249_900, ratePercent: 40 },
      ],
      { intraState: true },
    );
    expect(lines.map((line) => [line.taxablePaise, line.cgstPaise, line.sgstPaise])).toEqual([
      [199_810, 4_995, 4_995],
      [76_186, 6_857, 6_857],
      [178_500, 35_700, 35_700],
    ]);
    expect(totals).toEqual({
      amountPaise: 549_600,
      taxablePaise: 454_496,
      taxPaise: 95_104,
      cgstPaise: 47_552,
      sgstPaise: 47_552,
      igstPaise: 0,
    });
    expect(totals.taxablePaise + totals.taxPaise).toBe(549_600);
  });

  it('taxes a discounted line on the price paid, not the regular price', () => {
    // Regular ₹899, sold at ₹649 × 3 = ₹1,947 at 18 %: ₹1,650 taxable, ₹297 IGST.
    const { lines } = gstBreakup([{ amountPaise: 3 * 64_900, ratePercent: 18 }], {
      intraState: false,
    });
    expect(lines[0]).toMatchObject({ taxablePaise: 165_000, igstPaise: 29_700 });
  });

  it('rounds to the paisa: ₹0.01 stays all taxable, halves round up, an odd paisa goes to CGST', () => {
    expect(taxableValuePaise(1, 18)).toBe(1);
    // ₹1 at 5 %: 95.24 → 95 paise taxable, 5 paise tax: CGST 3, SGST 2.
    expect(
      gstBreakup([{ amountPaise: 100, ratePercent: 5 }], { intraState: true }).lines[0],
    ).toMatchObject({
      taxablePaise: 95,
      taxPaise: 5,
      cgstPaise: 3,
      sgstPaise: 2,
    });
    // 14 paise at 12 %: 12.5 exactly → 13; 16 paise at 28 %: 12.5 → 13.
    expect(taxableValuePaise(14, 12)).toBe(13);
    expect(taxableValuePaise(16, 28)).toBe(13);
    // A fractional rate: ₹1,000 at 0.25 %: 1,00,000 / 1.0025 = 99,750.62 → 99,751.
    expect(taxableValuePaise(100_000, 0.25)).toBe(99_751);
  });

  it('stays exact for large amounts', () => {
    // ₹1,23,45,678.90 at 18 %: 1,23,45,67,890 / 1.18 = 1,04,62,43,974.58 → …975; tax odd.
    const { lines } = gstBreakup([{ amountPaise: 1_234_567_890, ratePercent: 18 }], {
      intraState: true,
    });
    expect(lines[0]).toMatchObject({
      taxablePaise: 1_046_243_975,
      taxPaise: 188_323_915,
      cgstPaise: 94_161_958,
      sgstPaise: 94_161_957,
    });
  });

  it('refuses a rate with more than two decimals and an amount that is not whole paise', () => {
    expect(() => taxableValuePaise(100, 18.125)).toThrow(RangeError);
    expect(() => taxableValuePaise(10.5, 18)).toThrow(RangeError);
  });
});

describe('the price breakup', () => {
  it('shows the items, free delivery, the GST included and the total', () => {
    expect(
      priceBreakup([
        { amountPaise: 118_000, ratePercent: 18 },
        { amountPaise: 49_900, ratePercent: 0 },
      ]),
    ).toEqual({
      itemsPaise: 167_900,
      deliveryPaise: 0,
      gstIncludedPaise: 18_000,
      codFeePaise: 0,
      totalPaise: 167_900,
    });
  });

  it('adds a cash-on-delivery fee to the total, with its 18 % GST in the GST included', () => {
    // ₹59 of fee holds ₹9 of GST at 18 %.
    expect(
      priceBreakup([{ amountPaise: 118_000, ratePercent: 18 }], { codFeePaise: 5_900 }),
    ).toEqual({
      itemsPaise: 118_000,
      deliveryPaise: 0,
      gstIncludedPaise: 18_900,
      codFeePaise: 5_900,
      totalPaise: 123_900,
    });
    expect(
      priceBreakup([{ amountPaise: 118_000, ratePercent: 18 }], {
        codFeePaise: 5_900,
        registered: false,
      }).gstIncludedPaise,
    ).toBe(0);
  });

  it('does not guess the GST when a rate is unknown, and counts none for an unregistered shop', () => {
    const lines = [
      { amountPaise: 118_000, ratePercent: 18 },
      { amountPaise: 500, ratePercent: null },
    ];
    expect(priceBreakup(lines).gstIncludedPaise).toBeNull();
    expect(priceBreakup(lines, { registered: false }).gstIncludedPaise).toBe(0);
  });
});

describe('what a discounted line paid', () => {
  it('is the price × quantity less the line’s discount, 0 off when none is stored', () => {
    expect(linePaidPaise({ unitPricePaise: 199_900, quantity: 1, discountPaise: 19_990 })).toBe(
      179_910,
    );
    expect(linePaidPaise({ unitPricePaise: 139_900, quantity: 3 })).toBe(419_700);
  });

  it('gives back per piece what the line paid, the last piece taking the odd paise', () => {
    // ₹100 off 3 × ₹1,399: ₹4,097 paid, ₹1,365.66 a piece and ₹1,365.68 for the last.
    const paid = 3 * 139_900 - 10_000;
    expect(unitsPaidPaise(paid, 3, 1)).toBe(136_566);
    expect(unitsPaidPaise(paid, 3, 2)).toBe(273_132);
    expect(unitsPaidPaise(paid, 3, 1, 2)).toBe(136_568);
    expect(unitsPaidPaise(paid, 3, 2, 1)).toBe(273_134);
    expect(unitsPaidPaise(paid, 3, 3)).toBe(paid);
    // One piece at a time, the pieces add up to what the line paid.
    expect([0, 1, 2].reduce((sum, before) => sum + unitsPaidPaise(paid, 3, 1, before), 0)).toBe(
      paid,
    );
    expect(unitsPaidPaise(paid, 3, 0)).toBe(0);
  });
});

describe('amounts in words', () => {
  it.each([
    [12_000_050, 'Rupees One Lakh Twenty Thousand and Fifty Paise Only'],
    [100, 'Rupees One Only'],
    [0, 'Rupees Zero Only'],
    [1, 'One Paisa Only'],
    [75, 'Seventy Five Paise Only'],
    [64_900, 'Rupees Six Hundred Forty Nine Only'],
    [1_11_111_01, 'Rupees One Lakh Eleven Thousand One Hundred Eleven and One Paisa Only'],
    [
      12_34_56_789_00,
      'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Only',
    ],
    [1_00_00_00_000_00, 'Rupees One Hundred Crore Only'],
    [10_00_000_00, 'Rupees Ten Lakh Only'],
  ])('writes %i paise as "%s"', (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });

  it('counts crores past ninety-nine in lakhs and thousands', () => {
    expect(numberInIndianWords(1_23_450_00_00_000)).toBe(
      'One Lakh Twenty Three Thousand Four Hundred Fifty Crore',
    );
  });
});

describe('invoice numbers', () => {
  it('takes the financial year of the moment in IST: 1 April 00:00 IST starts the next', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2099-12-31T00:00:00.000Z'))).toBe('2099-00');
  });

  it('writes PREFIX/YY-YY/NNNNN within 16 characters', () => {
    expect(invoiceNumber('CK', '2026-27', 1)).toBe('CK/26-27/00001');
    expect(invoiceNumber('CHIT', '2026-27', 99_999)).toBe('CHIT/26-27/99999');
    expect(invoiceNumber('CHIT', '2026-27', 100_000)).toBeNull();
  });

  it('writes a credit note PREFIX/YY-YY/CNNNN within 16 characters for every allowed prefix', () => {
    expect(creditNoteNumber('CK', '2026-27', 1)).toBe('CK/26-27/C0001');
    expect(creditNoteNumber('CHIT', '2026-27', 9_999)).toBe('CHIT/26-27/C9999');
    expect(creditNoteNumber('CHIT', '2026-27', 10_000)).toBeNull();
    expect(creditNoteNumber('CHI', '2026-27', 99_999)).toBe('CHI/26-27/C99999');
    expect(creditNoteNumber('CK', '2026-27', 999_999)).toBe('CK/26-27/C999999');
  });

  it('names the PDF by the number, with dashes where a file name cannot have "/"', () => {
    expect(invoiceFileName('CK/26-27/00042')).toBe('CK-26-27-00042.pdf');
  });
});
