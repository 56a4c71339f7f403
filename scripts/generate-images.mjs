// Generates the storefront's illustrative SVG images from small templates:
//   apps/web/public/images/products/<kind>-<variant>-<view>.svg  (views: front, detail, room)
//   apps/web/public/images/categories/*.svg, fallback.svg and hero.svg
// Plain Node, no dependencies: `node scripts/generate-images.mjs` from the repository root.
// Every template is a function of a colour; the views place that art on different backgrounds.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps/web/public/images');

// ---------------------------------------------------------------------------
// Colours

const PALETTE = {
  black: '#2b2d31',
  white: '#f6f5f1',
  grey: '#8d939c',
  charcoal: '#4a4e55',
  navy: '#283a5e',
  blue: '#3f6fb5',
  lightblue: '#a9c7e6',
  olive: '#6d7a3f',
  green: '#2f7d52',
  teal: '#1f8585',
  maroon: '#7b2235',
  red: '#c0392b',
  pink: '#e38aa6',
  peach: '#f2b59a',
  lavender: '#b7a5da',
  purple: '#6c3a87',
  mustard: '#d6a12c',
  cream: '#efe2c6',
  brown: '#7a4a2b',
  tan: '#b57f4b',
  indigo: '#2f4874',
  lightdenim: '#7f9fc6',
  walnut: '#7a5234',
  wenge: '#4a3628',
  rosegold: '#d2a08b',
  terracotta: '#c4683f',
  multi: '#7b61ff',
};

const GOLD = '#d9ad3c';
const STEEL = '#c4c9cf';

const toRgb = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const toHex = (rgb) => '#' + rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');
/** Blend colour a towards colour b by t (0..1). */
const mix = (a, b, t) => toHex(toRgb(a).map((v, i) => v + (toRgb(b)[i] - v) * t));
const lt = (c, t = 0.25) => mix(c, '#ffffff', t);
const dk = (c, t = 0.25) => mix(c, '#000000', t);
const luma = (c) => {
  const [r, g, b] = toRgb(c);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
};

// ---------------------------------------------------------------------------
// SVG helpers (integers only, to keep the files small)

const svg = (w, h, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`;
const R = (x, y, w, h, fill, rx = 0, more = '') =>
  `<rect${x ? ` x="${x}"` : ''}${y ? ` y="${y}"` : ''} width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${more}/>`;
const C = (cx, cy, r, fill, more = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${more}/>`;
const E = (cx, cy, rx, ry, fill, more = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${more}/>`;
const P = (d, fill, more = '') => `<path d="${d}" fill="${fill}"${more}/>`;
/** An unfilled stroke, round caps. */
const S = (d, stroke, w, more = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"${more}/>`;
const G = (transform, body) => `<g transform="${transform}">${body}</g>`;
const shadow = (cx, cy, rx) => E(cx, cy, rx, Math.round(rx / 9), '#000', ' opacity=".1"');
/** Places 800x800 art centred on (x, y) at scale s, turned by a degrees. */
const place = (art, x, y, s, a = 0) =>
  x === 400 && y === 400 && s === 1 && !a
    ? art
    : G(`translate(${x} ${y})${a ? ` rotate(${a})` : ''} scale(${s}) translate(-400 -400)`, art);
/** Outline used on garments so light colours still read on light backgrounds. */
const edge = (c) => ` stroke="${dk(c, 0.18)}" stroke-width="3" stroke-linejoin="round"`;

// ---------------------------------------------------------------------------
// Product art: each returns SVG elements drawn in an 800x800 box around (400, 400)

const button = (x, y) => C(x, y, 6, 'none', ' stroke="#000" stroke-opacity=".15" stroke-width="3"');

const ART = {
  mountFixed: (c) =>
    R(285, 236, 40, 330, lt(c, 0.12), 10) +
    R(475, 236, 40, 330, lt(c, 0.12), 10) +
    R(180, 300, 440, 38, c, 8) +
    R(180, 462, 440, 38, c, 8) +
    [230, 570].map((x) => C(x, 319, 8, lt(c, 0.4)) + C(x, 481, 8, lt(c, 0.4))).join('') +
    [305, 495]
      .map((x) => C(x, 319, 11, STEEL) + C(x, 481, 11, STEEL) + R(x - 8, 380, 16, 50, dk(c), 8))
      .join(''),

  mountTilt: (c) =>
    R(240, 290, 320, 220, 'none', 14, ` stroke="${c}" stroke-width="34"`) +
    R(300, 200, 36, 400, lt(c, 0.14), 10) +
    R(464, 200, 36, 400, lt(c, 0.14), 10) +
    [318, 482]
      .map((x) => C(x, 236, 24, dk(c, 0.3)) + C(x, 236, 11, STEEL) + C(x, 560, 11, STEEL))
      .join('') +
    C(400, 290, 9, lt(c, 0.4)) +
    C(400, 510, 9, lt(c, 0.4)),

  mountSwivel: (c) =>
    R(150, 250, 80, 300, c, 14) +
    C(190, 300, 9, lt(c, 0.4)) +
    C(190, 500, 9, lt(c, 0.4)) +
    S('M230 340 L390 280 L540 340', lt(c, 0.12), 34) +
    S('M230 460 L390 400 L540 460', lt(c, 0.12), 34) +
    C(390, 280, 22, dk(c, 0.3)) +
    C(390, 400, 22, dk(c, 0.3)) +
    C(390, 280, 9, STEEL) +
    C(390, 400, 9, STEEL) +
    R(530, 220, 50, 360, c, 12) +
    R(580, 270, 90, 30, lt(c, 0.12), 8) +
    R(580, 500, 90, 30, lt(c, 0.12), 8) +
    C(555, 400, 12, STEEL),

  mountCeiling: (c) =>
    R(290, 110, 220, 36, c, 10) +
    R(378, 140, 44, 190, c, 8) +
    R(386, 320, 28, 120, lt(c, 0.16), 6) +
    R(370, 318, 60, 14, dk(c, 0.3), 6) +
    C(400, 460, 30, dk(c, 0.3)) +
    C(400, 460, 12, STEEL) +
    R(250, 500, 300, 170, 'none', 14, ` stroke="${c}" stroke-width="30"`) +
    R(385, 470, 30, 200, c, 8) +
    [290, 510].map((x) => C(x, 540, 8, lt(c, 0.4)) + C(x, 630, 8, lt(c, 0.4))).join(''),

  hdmi: (c, o = {}) => {
    const cable =
      'M300 290 C190 440 250 650 420 630 C610 610 650 420 505 420 C380 420 370 570 470 570 C580 570 570 390 510 290';
    const body = o.fibre && luma(c) > 0.7 ? '#f2f2ef' : dk(c, 0.15);
    const plug = (x, y, a) =>
      G(
        `translate(${x} ${y}) rotate(${a})`,
        R(-34, -90, 68, 110, body, 12) +
          R(-34, -52, 68, 12, o.fibre ? GOLD : lt(body, 0.15)) +
          P('M-27 -90 V-138 H27 V-90Z', STEEL) +
          P('M-19 -128 H19 V-112 L13 -106 H-13 L-19 -112Z', '#3a3d42') +
          R(-14, 20, 28, 26, body, 6),
      );
    return (
      S(cable, c, o.fibre ? 11 : 19) +
      (o.braid ? S(cable, lt(c, 0.35), 7, ' stroke-dasharray="5 9"') : '') +
      plug(300, 270, -18) +
      plug(512, 270, 16)
    );
  },

  remote: (c) =>
    R(318, 100, 164, 600, c, 64) +
    R(330, 112, 140, 576, lt(c, 0.07), 56) +
    C(362, 168, 14, '#e0564a') +
    C(440, 168, 5, dk(c, 0.4)) +
    C(400, 290, 60, lt(c, 0.2)) +
    C(400, 290, 26, lt(c, 0.38)) +
    // a 3x4 keypad: zero-length dashes with round caps draw the keys as dots
    S('M355 388 V522 M400 388 V522 M445 388 V522', lt(c, 0.22), 26, ' stroke-dasharray="0 44"') +
    ['#e0564a', '#4caf6d', '#e6c13a', '#4a8fe0']
      .map((f, i) => R(343 + i * 30, 562, 24, 10, f, 4))
      .join('') +
    R(346, 600, 30, 72, lt(c, 0.2), 15) +
    R(424, 600, 30, 72, lt(c, 0.2), 15),

  airmouse: (c) => {
    const k = luma(c) > 0.7 ? dk(c, 0.12) : lt(c, 0.2);
    return (
      R(330, 150, 140, 470, c, 70) +
      R(342, 162, 116, 446, luma(c) > 0.7 ? dk(c, 0.04) : lt(c, 0.06), 60) +
      C(400, 196, 5, dk(c, 0.45)) +
      C(400, 300, 52, 'none', ` stroke="${k}" stroke-width="16"`) +
      C(400, 300, 22, k) +
      C(364, 392, 14, k) +
      C(436, 392, 14, k) +
      C(400, 440, 17, '#4a8fe0') +
      R(354, 486, 92, 14, k, 7) +
      R(354, 520, 92, 14, k, 7) +
      G('rotate(-20 600 590)', R(560, 570, 56, 38, dk(c, 0.2), 8) + R(616, 578, 34, 22, STEEL, 3)) +
      shadow(400, 650, 90)
    );
  },

  stick: (c) =>
    G(
      'rotate(-12 400 400)',
      S('M200 410 C120 410 150 560 260 560 C320 560 320 610 300 640', dk(c, 0.1), 12) +
        R(280, 626, 40, 60, STEEL, 6) +
        R(196, 355, 324, 100, c, 34) +
        R(212, 362, 290, 22, lt(c, 0.12), 11) +
        C(250, 418, 7, '#4ade80') +
        R(520, 376, 74, 58, STEEL, 5) +
        R(584, 390, 14, 30, dk(STEEL, 0.5), 3),
    ) + shadow(400, 620, 200),

  box: (c) =>
    shadow(400, 560, 250) +
    P(
      'M180 390 L400 300 L620 390 L400 480Z',
      lt(c, 0.16),
      ` stroke="${lt(c, 0.16)}" stroke-width="18" stroke-linejoin="round"`,
    ) +
    P(
      'M180 390 L400 480 V540 L180 450Z',
      c,
      ` stroke="${c}" stroke-width="18" stroke-linejoin="round"`,
    ) +
    P(
      'M400 480 L620 390 V450 L400 540Z',
      dk(c, 0.25),
      ` stroke="${dk(c, 0.25)}" stroke-width="18" stroke-linejoin="round"`,
    ) +
    P('M260 390 L400 333 L540 390 L400 447Z', 'none', ` stroke="${lt(c, 0.26)}" stroke-width="4"`) +
    C(240, 440, 6, '#4a8fe0') +
    G(
      'rotate(-25 560 610)',
      R(520, 560, 80, 200, lt(c, 0.05), 36) +
        C(560, 610, 18, lt(c, 0.25)) +
        C(560, 680, 8, lt(c, 0.25)),
    ),

  tvUnit: (c) =>
    shadow(400, 640, 300) +
    R(150, 595, 18, 44, dk(c, 0.45), 4) +
    R(632, 595, 18, 44, dk(c, 0.45), 4) +
    R(120, 420, 560, 26, lt(c, 0.1), 5) +
    R(132, 446, 536, 152, c) +
    R(148, 460, 160, 124, lt(c, 0.06), 4) +
    R(492, 460, 160, 124, lt(c, 0.06), 4) +
    R(322, 460, 156, 124, dk(c, 0.5), 4) +
    R(322, 518, 156, 8, c) +
    R(292, 500, 6, 44, '#d8c39a', 3) +
    R(502, 500, 6, 44, '#d8c39a', 3) +
    S('M170 480 H280 M180 560 H260 M520 490 H630 M530 565 H610', dk(c, 0.1), 3),

  floating: (c) =>
    shadow(400, 650, 250) +
    R(150, 250, 320, 22, c, 4) +
    R(110, 400, 580, 120, c, 6) +
    R(110, 400, 580, 16, lt(c, 0.12), 6) +
    R(124, 428, 170, 80, lt(c, 0.06), 4) +
    R(306, 428, 170, 80, lt(c, 0.06), 4) +
    R(488, 428, 188, 80, dk(c, 0.5), 4) +
    R(180, 500, 58, 6, dk(c, 0.35), 3) +
    R(362, 500, 58, 6, dk(c, 0.35), 3) +
    S('M140 450 H260 M330 470 H450', dk(c, 0.08), 3),

  shirt: (c) =>
    P(
      'M330 178 L262 196 L196 232 L152 560 L214 570 L244 340 L244 642 Q400 662 556 642 L556 340 L586 570 L648 560 L604 232 L538 196 L470 178Z',
      c,
      edge(c),
    ) +
    P('M152 560 L214 570 L218 540 L156 530Z M648 560 L586 570 L582 540 L644 530Z', dk(c, 0.08)) +
    P('M330 178 L400 238 L470 178 L452 160 L400 205 L348 160Z', dk(c, 0.1)) +
    P('M400 238 L330 178 L352 262Z M400 238 L470 178 L448 262Z', lt(c, 0.1), edge(c)) +
    S('M400 240 V648', dk(c, 0.15), 3) +
    [290, 350, 410, 470, 530, 590].map((y) => C(400, y, 6, dk(c, 0.25))).join('') +
    S('M282 320 H340 V378 L311 388 L282 378Z', dk(c, 0.15), 3),

  tshirt: (c) =>
    P(
      'M322 186 Q400 232 478 186 L580 214 L662 322 L592 368 L556 332 L556 642 L244 642 L244 332 L208 368 L138 322 L220 214Z',
      c,
      edge(c),
    ) +
    S('M324 188 Q400 244 476 188', dk(c, 0.14), 12) +
    S('M203 360 L141 318 M597 360 L659 318 M250 626 H550', dk(c, 0.1), 4),

  polo: (c) =>
    ART.tshirt(c) +
    P('M322 186 L400 222 L478 186 L466 168 L400 196 L334 168Z', dk(c, 0.12)) +
    P('M400 222 L322 186 L344 254Z M400 222 L478 186 L456 254Z', lt(c, 0.12), edge(c)) +
    R(388, 222, 24, 100, dk(c, 0.08), 4) +
    button(400, 250) +
    button(400, 290),

  kurta: (c) =>
    P(
      'M330 148 Q400 176 470 148 L556 170 L636 262 L600 528 L552 520 L574 310 L576 706 L224 706 L226 310 L248 520 L200 528 L164 262 L244 170Z',
      c,
      edge(c),
    ) +
    R(356, 134, 88, 22, dk(c, 0.1), 8) +
    R(388, 156, 24, 190, dk(c, 0.08), 4) +
    [190, 240, 290].map((y) => C(400, y, 6, GOLD)).join('') +
    S('M240 676 H560', GOLD, 8, ' stroke-dasharray="2 14"') +
    S('M200 510 L250 516 M600 510 L550 516', GOLD, 6) +
    S('M226 706 V620 M574 706 V620', dk(c, 0.18), 3),

  jeans: (c) => {
    const st = ` stroke-dasharray="8 7"`;
    return (
      P('M268 170 H532 L566 666 H436 L400 316 L364 666 H234Z', c, edge(c)) +
      R(268, 170, 264, 38, dk(c, 0.12), 4) +
      [300, 390, 500].map((x) => R(x - 6, 162, 12, 52, dk(c, 0.2), 4)).join('') +
      C(400, 189, 9, '#c9a24a') +
      S('M282 208 Q290 270 340 276', '#d9a441', 3, st) +
      S('M518 208 Q510 270 460 276', '#d9a441', 3, st) +
      S('M400 208 V316 M420 210 V296 Q420 310 404 316', '#d9a441', 3, st) +
      S('M244 640 H360 M440 640 H556', '#d9a441', 3, st) +
      S('M300 400 Q320 440 316 520 M500 400 Q480 440 484 520', lt(c, 0.15), 8)
    );
  },

  sneaker: (c) => {
    const sole = luma(c) > 0.8 ? '#e4e1dc' : '#f4f3f0';
    return (
      shadow(400, 590, 270) +
      P('M150 520 H650 Q668 520 668 548 Q668 576 640 576 H172 Q146 576 146 548Z', sole) +
      R(146, 552, 522, 8, '#d1cdc6') +
      P(
        'M166 522 L160 410 Q160 380 192 384 L250 398 Q292 406 318 374 L344 342 Q362 326 380 342 L480 420 Q584 436 640 478 Q660 498 654 522Z',
        c,
        edge(c),
      ) +
      P('M160 410 Q160 380 192 384 L214 390 L220 470 L164 480Z', dk(c, 0.18)) +
      P('M566 440 Q636 462 654 522 H592 Q592 470 566 440Z', lt(c, 0.12)) +
      P('M236 470 Q330 420 420 456 Q360 500 260 510Z', luma(c) > 0.8 ? '#cfd6df' : lt(c, 0.3)) +
      S(
        'M372 352 L338 386 M398 372 L364 406 M424 392 L390 426 M450 410 L418 442',
        luma(c) > 0.8 ? '#b9b4ac' : '#fff',
        9,
      )
    );
  },

  formal: (c) =>
    shadow(400, 590, 270) +
    P(
      'M148 524 H658 Q670 524 668 548 Q664 566 640 566 H300 L290 580 H188 L180 566 Q150 566 148 546Z',
      dk(c, 0.55),
    ) +
    P(
      'M158 526 L156 440 Q158 414 188 418 L262 428 Q320 430 350 404 L392 396 Q480 400 560 448 Q640 482 654 526Z',
      c,
      edge(c),
    ) +
    P('M156 440 Q158 414 188 418 L230 424 L236 500 L158 506Z', dk(c, 0.12)) +
    P('M520 436 Q600 462 652 524 H574 Q566 470 520 436Z', lt(c, 0.12)) +
    S('M340 410 Q380 460 470 432', dk(c, 0.3), 4) +
    S('M368 414 L410 404 M380 428 L424 418 M392 442 L436 430', '#1e1a16', 6) +
    S('M170 510 Q380 500 640 512', lt(c, 0.25), 3, ' stroke-dasharray="6 6"') +
    P(
      'M172 470 Q200 446 246 440',
      'none',
      ` stroke="${lt(c, 0.35)}" stroke-width="8" stroke-linecap="round"`,
    ),

  kurti: (c) => {
    const m = luma(c) > 0.6 ? dk(c, 0.35) : lt(c, 0.55);
    return (
      P(
        'M330 150 Q400 192 470 150 L548 168 L620 272 L578 344 L540 312 L546 330 L612 688 H188 L254 330 L260 312 L222 344 L180 272 L252 168Z',
        c,
        edge(c),
      ) +
      S('M336 152 L400 236 L464 152', m, 8) +
      S('M196 660 H604', m, 14, ' stroke-dasharray="14 10"') +
      [
        [330, 380],
        [470, 380],
        [400, 450],
        [300, 520],
        [500, 520],
        [400, 590],
        [260, 610],
        [540, 610],
      ]
        .map(([x, y]) => C(x, y, 14, 'none', ` stroke="${m}" stroke-width="5"`) + C(x, y, 4, m))
        .join('') +
      S('M224 340 L258 318 M576 340 L542 318', m, 6)
    );
  },

  saree: (c) => {
    const b = dk(c, 0.2);
    return (
      S('M400 120 Q400 96 416 96 Q432 96 432 114 L400 148', '#9a7b56', 8) +
      R(220, 146, 360, 20, '#b08a5e', 10) +
      P('M236 166 H564 L600 650 H244Z', dk(c, 0.12)) +
      P('M600 650 H244 L246 600 H596Z', b) +
      P('M236 166 H470 L432 700 H196Z', c) +
      P('M236 166 H268 L230 700 H196Z', b) +
      R(196, 620, 236, 80, b) +
      S('M212 640 H420 M212 680 H416', GOLD, 6, ' stroke-dasharray="10 8"') +
      S('M252 180 L216 600', GOLD, 5) +
      [
        [330, 260],
        [410, 260],
        [300, 360],
        [380, 360],
        [340, 460],
        [420, 460],
        [300, 550],
        [380, 550],
      ]
        .map(([x, y]) => C(x, y, 9, GOLD))
        .join('') +
      S('M300 166 L276 620 M360 166 L336 620', lt(c, 0.12), 4)
    );
  },

  top: (c) =>
    P(
      'M338 196 Q400 246 462 196 L524 208 L536 300 L528 420 L586 604 Q400 636 214 604 L272 420 L264 300 L276 208Z',
      c,
      edge(c),
    ) +
    P(
      'M276 208 L338 196 L270 300 Q230 320 200 296 Q230 240 276 208Z M524 208 L462 196 L530 300 Q570 320 600 296 Q570 240 524 208Z',
      lt(c, 0.12),
      edge(c),
    ) +
    S('M340 198 Q400 256 460 198', dk(c, 0.14), 8) +
    S('M272 420 Q400 440 528 420', dk(c, 0.15), 6) +
    S('M310 432 L280 606 M356 436 L344 618 M444 436 L456 618 M490 432 L520 606', dk(c, 0.08), 3) +
    P('M400 250 L370 234 V268Z M400 250 L430 234 V268Z', dk(c, 0.12)) +
    C(400, 250, 9, dk(c, 0.2)),

  dupatta: (c) => {
    const b = luma(c) > 0.6 ? dk(c, 0.3) : GOLD;
    const tassels = (x0) => [0, 18, 36, 54, 72].map((d) => S(`M${x0 + d} 690 V716`, b, 5)).join('');
    return (
      S('M400 120 Q400 96 416 96 Q432 96 432 114 L400 148', '#9a7b56', 8) +
      R(220, 146, 360, 20, '#b08a5e', 10) +
      P('M250 166 H420 L444 688 H268Z', dk(c, 0.14)) +
      P('M380 166 H560 L536 620 Q500 640 458 620Z', c) +
      P('M444 688 H268 L266 650 H442Z', b, ' opacity=".9"') +
      tassels(278) +
      S('M400 180 L464 600 M520 180 L500 600', lt(c, 0.2), 4) +
      [
        [450, 260],
        [500, 330],
        [460, 410],
        [510, 480],
        [470, 550],
      ]
        .map(([x, y]) => C(x, y, 7, b))
        .join('') +
      S('M388 180 L452 616', b, 6, ' stroke-dasharray="4 10"')
    );
  },

  watch: (c) => {
    const caseC = c === PALETTE.rosegold ? c : STEEL;
    const dial = c === PALETTE.black ? '#1f2226' : '#f7f4ee';
    const mark = dial === '#f7f4ee' ? '#3a3d42' : '#e9e4da';
    return (
      R(340, 110, 120, 580, c, 24) +
      S('M352 150 H448 M352 190 H448 M352 610 H448 M352 650 H448', dk(c, 0.2), 3) +
      [560, 590, 620].map((y) => C(400, y, 6, dk(c, 0.4))).join('') +
      R(520, 382, 26, 36, caseC, 6) +
      C(400, 400, 138, caseC) +
      C(400, 400, 124, dk(caseC, 0.12)) +
      C(400, 400, 114, dial) +
      C(400, 400, 96, 'none', ` stroke="${mark}" stroke-width="16" stroke-dasharray="4 46.27"`) +
      S('M400 400 L400 330 M400 400 L450 432', mark, 8) +
      S('M400 400 L356 318', '#d9534f', 3) +
      C(400, 400, 9, mark)
    );
  },

  wallet: (c) =>
    shadow(400, 580, 220) +
    R(250, 234, 240, 140, '#e8e2d6', 10) +
    R(264, 244, 240, 120, '#6aa2d8', 10) +
    R(200, 270, 400, 290, c, 28) +
    R(
      218,
      288,
      364,
      254,
      'none',
      20,
      ` stroke="${lt(c, 0.3)}" stroke-width="4" stroke-dasharray="10 8"`,
    ) +
    R(200, 270, 400, 40, lt(c, 0.1), 20) +
    R(460, 360, 140, 110, dk(c, 0.15), 20) +
    C(510, 415, 12, GOLD),

  backpack: (c) =>
    shadow(400, 680, 180) +
    S('M340 200 Q340 140 400 140 Q460 140 460 200', dk(c, 0.2), 18) +
    R(236, 250, 40, 340, dk(c, 0.2), 20) +
    R(524, 250, 40, 340, dk(c, 0.2), 20) +
    R(256, 190, 288, 480, c, 80) +
    S('M290 300 Q400 220 510 300', lt(c, 0.22), 6, ' stroke-dasharray="2 10"') +
    R(296, 420, 208, 200, lt(c, 0.1), 40) +
    S('M320 460 H480', dk(c, 0.3), 5) +
    R(470, 452, 10, 26, STEEL, 4) +
    R(372, 340, 56, 30, dk(c, 0.2), 8),

  tote: (c) =>
    shadow(400, 660, 240) +
    S('M300 330 Q300 180 400 180 Q500 180 500 330', dk(c, 0.25), 20) +
    P('M210 320 H590 L620 650 Q620 660 606 660 H194 Q180 660 180 650Z', c) +
    P('M210 320 H590 L596 388 H204Z', dk(c, 0.1)) +
    R(370, 370, 60, 44, GOLD, 8) +
    R(384, 384, 32, 16, dk(GOLD, 0.2), 4) +
    S('M212 350 H588', lt(c, 0.3), 3, ' stroke-dasharray="8 8"'),

  sunglasses: (c) => {
    const lens = '#2f3a46';
    const l =
      'M170 330 H378 Q392 332 386 360 Q372 470 296 474 H250 Q180 470 168 360 Q164 332 170 330Z';
    const r =
      'M630 330 H422 Q408 332 414 360 Q428 470 504 474 H550 Q620 470 632 360 Q636 332 630 330Z';
    return (
      shadow(400, 600, 260) +
      S('M150 340 Q120 350 120 420 M650 340 Q680 350 680 420', dk(c, 0.15), 14) +
      P(l, lens, ` stroke="${c}" stroke-width="20" stroke-linejoin="round"`) +
      P(r, lens, ` stroke="${c}" stroke-width="20" stroke-linejoin="round"`) +
      S('M384 346 Q400 334 416 346', c, 18) +
      P('M200 350 L250 350 L190 440Z M452 350 L502 350 L442 440Z', '#fff', ' opacity=".2"') +
      C(180, 342, 5, STEEL) +
      C(620, 342, 5, STEEL)
    );
  },

  belt: (c) =>
    G(
      'rotate(-18 400 400)',
      P('M110 400 L150 370 H600 V430 H150Z', c) +
        S('M150 380 H596 M150 420 H596', lt(c, 0.28), 2, ' stroke-dasharray="6 5"') +
        [210, 250, 290, 330].map((x) => C(x, 400, 6, dk(c, 0.45))).join('') +
        R(530, 362, 30, 76, dk(c, 0.12), 4) +
        R(592, 346, 98, 108, 'none', 18, ` stroke="${STEEL}" stroke-width="16"`) +
        S('M600 400 H676', dk(STEEL, 0.2), 10),
    ) + shadow(400, 600, 260),

  trimmer: (c) =>
    shadow(400, 690, 120) +
    R(326, 164, 148, 64, STEEL, 14) +
    S('M338 168 H462', dk(STEEL, 0.3), 10, ' stroke-dasharray="3 5"') +
    P('M330 220 H470 L480 600 Q480 680 400 680 Q320 680 320 600Z', c) +
    P('M330 220 H400 V680 Q320 680 320 600Z', lt(c, 0.08)) +
    C(400, 330, 26, dk(c, 0.3)) +
    C(400, 330, 12, '#4ade80') +
    S('M352 440 H448 M352 470 H448 M352 500 H448 M352 530 H448', dk(c, 0.25), 8) +
    R(380, 640, 40, 8, STEEL, 4),

  hairdryer: (c) =>
    shadow(400, 690, 170) +
    G(
      'rotate(14 420 400)',
      R(380, 360, 88, 300, dk(c, 0.08), 40) +
        R(400, 440, 48, 14, lt(c, 0.3), 7) +
        R(400, 470, 48, 14, lt(c, 0.3), 7),
    ) +
    R(210, 230, 370, 150, c, 75) +
    P('M570 250 L660 270 V340 L570 360Z', dk(c, 0.2)) +
    C(236, 305, 74, dk(c, 0.15)) +
    C(236, 305, 52, 'none', ` stroke="${lt(c, 0.2)}" stroke-width="8" stroke-dasharray="6 8"`) +
    C(236, 305, 18, lt(c, 0.2)) +
    R(320, 248, 200, 20, lt(c, 0.2), 10),

  lamp: (c) =>
    C(400, 320, 230, '#ffd98a', ' opacity=".35"') +
    shadow(400, 672, 150) +
    P('M330 640 Q400 610 470 640 L480 668 H320Z', '#8a6244') +
    R(392, 420, 16, 220, '#8a6244', 6) +
    E(400, 360, 86, 120, '#a67b55') +
    P('M290 190 H510 L580 420 H220Z', c) +
    P('M290 190 H350 L300 420 H220Z', lt(c, 0.3)) +
    R(220, 412, 360, 12, dk(c, 0.12), 6),

  ledstrip: () => {
    const dots = ['#ff4d6d', '#ffb703', '#4ade80', '#38bdf8', '#a78bfa'];
    return (
      C(320, 380, 170, '#e9e9ee') +
      C(320, 380, 150, 'none', ' stroke="#fafafa" stroke-width="20"') +
      C(320, 380, 118, 'none', ' stroke="#f0f0f3" stroke-width="20"') +
      C(320, 380, 64, '#cfd0d8') +
      C(320, 380, 26, '#f4f4f7') +
      S('M420 520 C500 600 620 560 660 460 C690 380 640 300 580 300', '#f2f2f4', 26) +
      [
        [470, 560],
        [540, 580],
        [610, 540],
        [654, 470],
        [650, 390],
        [610, 320],
      ]
        .map(([x, y], i) => C(x, y, 20, dots[i % 5], ' opacity=".35"') + C(x, y, 8, dots[i % 5]))
        .join('') +
      G(
        'rotate(-30 560 640)',
        R(520, 620, 90, 46, '#2b2d31', 10) + C(548, 643, 8, '#e0564a') + C(580, 643, 8, '#4a8fe0'),
      )
    );
  },

  vase: (c) =>
    shadow(400, 660, 270) +
    P('M210 660 Q160 560 200 470 Q230 420 230 360 H290 Q290 420 320 470 Q360 560 310 660Z', c) +
    P(
      'M370 660 Q330 520 380 400 Q400 320 386 220 H454 Q440 320 460 400 Q510 520 470 660Z',
      dk(c, 0.12),
    ) +
    P(
      'M530 660 Q500 580 520 520 Q540 470 600 470 Q660 470 680 520 Q700 580 670 660Z',
      lt(c, 0.18),
    ) +
    S(
      'M220 520 Q260 540 300 520 M384 470 Q420 488 456 470 M522 560 Q600 580 678 560',
      lt(c, 0.45),
      8,
    ) +
    S('M420 220 Q400 150 340 110 M420 220 Q460 140 520 130', '#6f8f4e', 6) +
    E(340, 110, 26, 12, '#7fa35a', ' transform="rotate(-30 340 110)"') +
    E(520, 130, 26, 12, '#7fa35a', ' transform="rotate(20 520 130)"'),

  cushion: (c) => {
    const m = lt(c, 0.6);
    return (
      shadow(400, 640, 230) +
      P(
        'M196 214 Q400 180 604 214 Q636 400 604 586 Q400 620 196 586 Q164 400 196 214Z',
        c,
        ` stroke="${dk(c, 0.15)}" stroke-width="8"`,
      ) +
      C(400, 400, 120, 'none', ` stroke="${m}" stroke-width="10"`) +
      C(400, 400, 88, 'none', ` stroke="${m}" stroke-width="22" stroke-dasharray="12 22.5"`) +
      C(400, 400, 44, m) +
      C(400, 400, 18, c) +
      [
        [250, 260],
        [550, 260],
        [250, 540],
        [550, 540],
      ]
        .map(([x, y]) => C(x, y, 18, m))
        .join('') +
      S('M214 236 Q400 206 586 236', lt(c, 0.2), 5)
    );
  },
};

// ---------------------------------------------------------------------------
// Scenes: backgrounds for the three views

const softBg = (c) => {
  const circle = luma(c) > 0.8 ? '#e4ddd2' : mix(c, '#f6f2eb', 0.8);
  return R(0, 0, 800, 800, '#f6f2eb') + C(400, 400, 310, circle);
};

const detailBg = (c) => R(0, 0, 800, 800, luma(c) > 0.8 ? '#dcd5c9' : mix(c, '#f3eee6', 0.7));

const tv = (x, y, w, h) =>
  R(x, y, w, h, '#17181c', 8) +
  R(x + 8, y + 8, w - 16, h - 16, '#2f4f7a') +
  P(
    `M${x + 8} ${y + h - 8} L${[0.35, 0.5, 0.55, 0.72, 0.72, 0.56].map((f, i) => Math.round(i % 2 ? y + h * f : x + w * f)).join(' ')} L${x + w - 8} ${y + h - 8}Z`,
    '#6f9bc9',
  ) +
  C(Math.round(x + w * 0.75), Math.round(y + h * 0.3), Math.round(h * 0.1), '#f7c873');

const wall = (color = '#ece4d8', floorY = 640) =>
  R(0, 0, 800, 800, color) +
  R(0, floorY, 800, 800 - floorY, '#b88c62') +
  R(0, floorY - 10, 800, 12, '#f7f3ec');

const plant = (x, y) =>
  R(x - 30, y - 70, 60, 70, '#d9d1c4', 10) +
  P(
    `M${x} ${y - 70} Q${x - 80} ${y - 150} ${x - 50} ${y - 220} Q${x - 10} ${y - 150} ${x} ${y - 70}Z`,
    '#5e8c55',
  ) +
  P(
    `M${x} ${y - 70} Q${x + 70} ${y - 170} ${x + 40} ${y - 250} Q${x - 10} ${y - 160} ${x} ${y - 70}Z`,
    '#78a86b',
  );

const SCENES = {
  /** Living room with a TV on the wall and a console; the product sits in the foreground. */
  tv: (art, c, [x, y, s, a = 0]) =>
    wall() +
    tv(210, 110, 380, 220) +
    place(ART.tvUnit(PALETTE.walnut), 400, 470, 0.62) +
    R(60, 600, 680, 300, '#9a7050', 24) +
    R(60, 600, 680, 14, '#b0845f', 7) +
    place(art, x, y, s, a),
  /** Unit on its own in the room with a TV above. */
  unit: (art) => wall() + tv(220, 70, 360, 200) + place(art, 400, 470, 0.9) + plant(80, 700),
  /** Garment on a hanger (drawn unless the art has its own, top = shoulder line) on a rail. */
  rail: (art, c, [x, y, s, top] = [400, 460, 0.8, 190]) =>
    wall('#efe7dc', 720) +
    R(60, 100, 680, 16, '#a57d55', 8) +
    (top
      ? S(
          `M400 108 Q428 120 410 142 Q400 152 400 166 L${400 - 150 * s} ${Math.round(y + (top - 400) * s) + 8} H${400 + 150 * s}Z`,
          '#9a7b56',
          8,
        )
      : '') +
    place(art, x, y, s),
  /** The LED strip in use: a TV glowing against a dim wall. */
  glow: () =>
    R(0, 0, 800, 800, '#3b3a4a') +
    R(0, 640, 800, 160, '#5a4636') +
    ['#38bdf8', '#a78bfa', '#ff4d6d']
      .map((f, i) =>
        R(
          150 - i * 26,
          90 - i * 26,
          500 + i * 52,
          300 + i * 52,
          f,
          30 + i * 20,
          ` opacity="${[0.5, 0.35, 0.2][i]}"`,
        ),
      )
      .join('') +
    tv(180, 120, 440, 240) +
    place(ART.tvUnit(PALETTE.wenge), 400, 520, 0.7),
  /** Shoe on the floor. */
  floor: (art) => wall('#e9e0d3', 520) + R(0, 640, 800, 4, '#a67c54') + place(art, 400, 420, 0.95),
  /** Small item on a wooden table top. */
  table: (art, c, at) =>
    wall('#e8e1d7', 800) +
    R(0, 560, 800, 240, '#c89d6d') +
    R(0, 560, 800, 14, '#d9b285') +
    plant(690, 560) +
    place(art, ...at),
  /** Bathroom counter with tiles. */
  bath: (art) =>
    R(0, 0, 800, 800, '#dcebea') +
    S('M0 200 H800 M0 400 H800 M200 0 V560 M400 0 V560 M600 0 V560', '#c3d9d7', 4) +
    R(0, 560, 800, 240, '#f2efe9') +
    R(0, 560, 800, 14, '#ffffff') +
    place(art, 400, 420, 0.75),
  /** Sofa with the cushion on it. */
  sofa: (art) =>
    R(0, 0, 800, 800, '#e9e2d6') +
    R(0, 700, 800, 100, '#b88c62') +
    R(40, 330, 720, 260, '#8ea3a6', 40) +
    R(20, 470, 760, 200, '#7d9396', 40) +
    R(60, 660, 30, 50, '#4b3a2c') +
    R(710, 660, 30, 50, '#4b3a2c') +
    place(art, 400, 420, 0.6),
  /** Side table by a wall. */
  side: (art) =>
    wall('#e6e0d6', 700) +
    R(230, 560, 340, 24, '#8a6244', 6) +
    R(260, 584, 24, 116, '#7a5638') +
    R(516, 584, 24, 116, '#7a5638') +
    place(art, 400, 370, 0.6),
};

// Mounts get their own side-profile detail and room views.
const slab = '#1d1f24';
const MOUNT_SIDE = {
  mountFixed: (c) => R(250, 330, 24, 140, c, 4) + R(274, 160, 34, 480, slab, 6),
  mountTilt: (c) =>
    R(250, 340, 30, 120, c, 4) +
    C(300, 370, 16, dk(c, 0.3)) +
    G('rotate(-12 300 370)', R(290, 180, 30, 140, c, 4) + R(320, 140, 34, 480, slab, 6)),
  mountSwivel: (c) =>
    R(250, 320, 30, 160, c, 4) +
    S('M280 400 L420 340 L540 420', lt(c, 0.12), 28) +
    C(420, 340, 18, dk(c, 0.3)) +
    G('rotate(22 560 400)', R(540, 330, 26, 140, c, 4) + R(566, 160, 34, 480, slab, 6)),
};

const mountDetail = (kind, c) => {
  if (kind === 'mountCeiling')
    return (
      R(0, 0, 800, 800, '#efe9e0') +
      R(0, 0, 800, 110, '#ddd3c4') +
      R(330, 100, 140, 20, c, 6) +
      R(384, 120, 32, 300, c, 6) +
      C(400, 430, 24, dk(c, 0.3)) +
      G('rotate(-14 400 430)', R(390, 440, 20, 60, c) + R(384, 480, 34, 280, slab, 6))
    );
  return (
    R(0, 0, 800, 800, '#efe9e0') +
    R(0, 0, 250, 800, '#ddd3c4') +
    S('M0 120 H250 M0 320 H250 M0 520 H250 M0 720 H250', '#d2c7b6', 4) +
    MOUNT_SIDE[kind](c) +
    C(262, 360, 6, STEEL) +
    C(262, 440, 6, STEEL)
  );
};

const mountRoom = (kind) => {
  const base = wall();
  if (kind === 'mountCeiling')
    return (
      base +
      R(0, 0, 800, 40, '#f7f3ec') +
      R(388, 40, 24, 130, '#2b2d31') +
      R(360, 36, 80, 12, '#2b2d31', 4) +
      tv(170, 170, 460, 270) +
      plant(90, 700)
    );
  if (kind === 'mountSwivel')
    return (
      base +
      S('M300 300 L360 330', '#2b2d31', 22) +
      G('translate(330 120) skewY(10) scale(.82 1)', tv(0, 0, 420, 250)) +
      place(ART.tvUnit(PALETTE.walnut), 320, 560, 0.6)
    );
  if (kind === 'mountTilt')
    return (
      base +
      tv(170, 70, 460, 270) +
      R(300, 340, 200, 8, '#000', 0, ' opacity=".2"') +
      place(ART.tvUnit(PALETTE.walnut), 400, 540, 0.75) +
      plant(720, 700)
    );
  return (
    base +
    tv(170, 130, 460, 270) +
    R(300, 400, 200, 8, '#000', 0, ' opacity=".2"') +
    place(ART.floating(PALETTE.walnut), 400, 560, 0.8) +
    plant(80, 700)
  );
};

// ---------------------------------------------------------------------------
// Kinds: file prefix, template, colour variants, detail focus and room scene

const KINDS = [
  { file: 'wall-mount-fixed', art: 'mountFixed', colors: ['black'], scale: 1.15 },
  { file: 'wall-mount-tilt', art: 'mountTilt', colors: ['black'], scale: 1.15 },
  { file: 'wall-mount-full-motion', art: 'mountSwivel', colors: ['black'], scale: 1.1 },
  { file: 'ceiling-mount', art: 'mountCeiling', colors: ['black'], scale: 1.1 },
  {
    file: 'hdmi-cable',
    art: 'hdmi',
    colors: ['black'],
    scale: 1.15,
    focus: [300, 220],
    scene: 'tv',
    at: [420, 700, 0.42],
  },
  {
    file: 'hdmi-braided',
    art: 'hdmi',
    opts: { braid: true },
    colors: ['grey', 'black'],
    scale: 1.15,
    focus: [300, 220],
    scene: 'tv',
    at: [420, 700, 0.42],
  },
  {
    file: 'hdmi-fibre',
    art: 'hdmi',
    opts: { fibre: true },
    colors: ['black', 'white'],
    scale: 1.15,
    focus: [300, 220],
    scene: 'tv',
    at: [420, 700, 0.42],
  },
  {
    file: 'remote',
    art: 'remote',
    colors: ['black', 'grey'],
    focus: [400, 300],
    scene: 'tv',
    at: [420, 710, 0.42, -62],
  },
  {
    file: 'air-mouse-remote',
    art: 'airmouse',
    colors: ['black', 'white'],
    focus: [400, 330],
    scene: 'tv',
    at: [420, 710, 0.46, -62],
  },
  {
    file: 'streaming-stick',
    art: 'stick',
    colors: ['black'],
    scale: 1.1,
    focus: [430, 400],
    zoom: 1.5,
    scene: 'tv',
    at: [420, 700, 0.55],
  },
  {
    file: 'streaming-box',
    art: 'box',
    colors: ['black'],
    focus: [400, 420],
    zoom: 1.4,
    scene: 'tv',
    at: [420, 670, 0.5],
  },
  {
    file: 'tv-unit',
    art: 'tvUnit',
    colors: ['walnut', 'wenge', 'white'],
    focus: [400, 500],
    zoom: 1.6,
    scene: 'unit',
  },
  {
    file: 'floating-tv-unit',
    art: 'floating',
    colors: ['walnut', 'wenge', 'white'],
    focus: [480, 460],
    zoom: 1.6,
    scene: 'unit',
  },
  {
    file: 'shirt',
    art: 'shirt',
    colors: ['white', 'lightblue', 'olive', 'navy', 'pink', 'maroon', 'black'],
    focus: [400, 260],
    scene: 'rail',
  },
  {
    file: 'tshirt',
    art: 'tshirt',
    colors: ['black', 'white', 'navy', 'grey', 'olive', 'blue'],
    focus: [400, 260],
    scene: 'rail',
  },
  {
    file: 'polo',
    art: 'polo',
    colors: ['navy', 'maroon', 'white'],
    focus: [400, 240],
    scene: 'rail',
  },
  {
    file: 'kurta',
    art: 'kurta',
    colors: ['white', 'cream', 'mustard', 'maroon', 'navy', 'teal'],
    focus: [400, 240],
    scene: 'rail',
    at: [400, 440, 0.72, 160],
  },
  {
    file: 'jeans',
    art: 'jeans',
    colors: ['indigo', 'black', 'lightdenim', 'charcoal'],
    focus: [400, 250],
    scene: 'rail',
    at: [400, 470, 0.75, 170],
  },
  {
    file: 'sneaker',
    art: 'sneaker',
    colors: ['white', 'navy'],
    scale: 1.15,
    focus: [380, 420],
    scene: 'floor',
  },
  {
    file: 'formal-shoe',
    art: 'formal',
    colors: ['brown', 'black'],
    scale: 1.15,
    focus: [420, 450],
    scene: 'floor',
  },
  {
    file: 'kurti',
    art: 'kurti',
    colors: ['pink', 'teal', 'mustard', 'maroon', 'blue', 'white'],
    focus: [400, 300],
    scene: 'rail',
    at: [400, 450, 0.74, 160],
  },
  {
    file: 'saree',
    art: 'saree',
    colors: ['red', 'green', 'blue', 'pink', 'purple'],
    focus: [320, 620],
    scene: 'rail',
    at: [400, 346, 0.76],
  },
  {
    file: 'top',
    art: 'top',
    colors: ['peach', 'lavender', 'black', 'white', 'mustard', 'maroon', 'navy'],
    focus: [400, 280],
    scene: 'rail',
    at: [400, 450, 0.8, 200],
  },
  {
    file: 'dupatta',
    art: 'dupatta',
    colors: ['pink', 'mustard', 'red', 'green'],
    focus: [420, 600],
    scene: 'rail',
    at: [400, 346, 0.76],
  },
  {
    file: 'watch',
    art: 'watch',
    colors: ['brown', 'black', 'rosegold'],
    focus: [400, 400],
    scene: 'table',
    at: [380, 560, 0.62, -70],
  },
  {
    file: 'wallet',
    art: 'wallet',
    colors: ['brown', 'black'],
    focus: [470, 380],
    scene: 'table',
    at: [380, 560, 0.75],
  },
  {
    file: 'backpack',
    art: 'backpack',
    colors: ['black', 'grey', 'navy'],
    focus: [400, 480],
    scene: 'table',
    at: [380, 400, 0.78],
  },
  {
    file: 'tote-bag',
    art: 'tote',
    colors: ['cream', 'maroon', 'tan'],
    focus: [400, 380],
    scene: 'table',
    at: [370, 410, 0.8],
  },
  {
    file: 'sunglasses',
    art: 'sunglasses',
    colors: ['black', 'brown'],
    focus: [300, 400],
    scene: 'table',
    at: [380, 480, 0.8],
  },
  {
    file: 'belt',
    art: 'belt',
    colors: ['black', 'brown', 'tan'],
    scale: 1.1,
    focus: [600, 330],
    scene: 'table',
    at: [380, 560, 0.75],
  },
  {
    file: 'trimmer',
    art: 'trimmer',
    colors: ['black', 'charcoal'],
    focus: [400, 260],
    scene: 'bath',
  },
  {
    file: 'hair-dryer',
    art: 'hairdryer',
    colors: ['pink', 'black'],
    focus: [260, 320],
    scene: 'bath',
  },
  { file: 'table-lamp', art: 'lamp', colors: ['cream'], focus: [400, 320], scene: 'side' },
  { file: 'led-strip', art: 'ledstrip', colors: ['multi'], focus: [580, 460], scene: 'glow' },
  {
    file: 'vase-set',
    art: 'vase',
    colors: ['terracotta', 'teal'],
    focus: [420, 420],
    scene: 'side',
  },
  {
    file: 'cushion-cover',
    art: 'cushion',
    colors: ['mustard', 'teal'],
    scale: 1.1,
    focus: [400, 400],
    scene: 'sofa',
  },
];

function productViews(kind, name) {
  const c = PALETTE[name];
  const art = ART[kind.art](c, kind.opts);
  const front = place(art, 400, 400, kind.scale ?? 1);
  if (kind.art.startsWith('mount'))
    return {
      front: softBg('#2b2d31') + shadow(400, 690, 200) + front,
      detail: mountDetail(kind.art, c),
      room: mountRoom(kind.art),
    };
  const [fx, fy] = kind.focus;
  return {
    front: softBg(c) + front,
    detail:
      detailBg(c) +
      G(`translate(400 400) scale(${kind.zoom ?? 1.8}) translate(${-fx} ${-fy})`, art),
    room: SCENES[kind.scene](art, c, kind.at),
  };
}

// ---------------------------------------------------------------------------
// Category banners (800x600), fallback and hero

const banner = (bg, blob, items) =>
  svg(
    800,
    600,
    R(0, 0, 800, 600, bg) +
      C(640, 120, 220, blob, ' opacity=".55"') +
      C(120, 560, 180, blob, ' opacity=".4"') +
      items
        .map(([kind, color, x, y, s]) => place(ART[kind](PALETTE[color] ?? color), x, y, s))
        .join(''),
  );

const CATEGORIES = {
  'tv-video-accessories': svg(
    800,
    600,
    R(0, 0, 800, 600, '#e8edf4') +
      C(660, 110, 200, '#d3deee') +
      tv(150, 60, 420, 240) +
      place(ART.tvUnit(PALETTE.walnut), 360, 370, 0.62) +
      place(ART.box(PALETTE.black), 290, 354, 0.2) +
      place(ART.remote(PALETTE.black), 660, 420, 0.42) +
      place(ART.hdmi(PALETTE.grey, { braid: true }), 110, 440, 0.36) +
      place(ART.stick(PALETTE.black), 500, 520, 0.3),
  ),
  men: banner('#e7edf3', '#cbd8e6', [
    ['shirt', 'lightblue', 190, 290, 0.55],
    ['tshirt', 'navy', 420, 250, 0.5],
    ['jeans', 'indigo', 620, 310, 0.55],
    ['sneaker', 'white', 400, 480, 0.42],
  ]),
  women: banner('#f6e9ec', '#efc9d4', [
    ['kurti', 'pink', 190, 300, 0.6],
    ['saree', 'red', 420, 280, 0.55],
    ['top', 'lavender', 630, 290, 0.5],
  ]),
  accessories: banner('#f3ede4', '#e5d6bf', [
    ['backpack', 'navy', 170, 300, 0.55],
    ['watch', 'brown', 380, 230, 0.4],
    ['sunglasses', 'black', 590, 200, 0.45],
    ['wallet', 'tan', 560, 420, 0.42],
    ['belt', 'black', 360, 460, 0.4],
  ]),
  home: banner('#f1ece3', '#e3d5bd', [
    ['lamp', 'cream', 180, 280, 0.6],
    ['cushion', 'mustard', 430, 340, 0.5],
    ['vase', 'terracotta', 640, 330, 0.45],
  ]),
  'personal-care': banner('#e4f0ef', '#c5e0de', [
    ['trimmer', 'black', 260, 300, 0.6],
    ['hairdryer', 'pink', 530, 300, 0.62],
  ]),
  default: banner('#eeebe6', '#dcd6cc', [
    ['tshirt', 'teal', 180, 300, 0.45],
    ['remote', 'black', 360, 300, 0.4],
    ['tote', 'tan', 530, 320, 0.45],
    ['lamp', 'cream', 700, 270, 0.38],
  ]),
};

const FALLBACK = svg(
  800,
  800,
  R(0, 0, 800, 800, '#f1f0ed') +
    R(230, 250, 340, 300, '#e2e0db', 28) +
    R(260, 280, 280, 240, '#f7f6f3', 14) +
    P('M270 510 L370 390 L440 470 L480 430 L530 510Z', '#cfccc5') +
    C(470, 340, 28, '#d9d6cf') +
    S('M210 590 L590 210', '#b9b5ad', 18),
);

const HERO = svg(
  1200,
  800,
  '<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3ece2"/><stop offset="1" stop-color="#e6dccd"/></linearGradient>' +
    '<linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffb56b"/><stop offset=".55" stop-color="#c8637a"/><stop offset="1" stop-color="#3d3f7a"/></linearGradient>' +
    '<radialGradient id="l" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#ffe3a3" stop-opacity=".8"/><stop offset="1" stop-color="#ffe3a3" stop-opacity="0"/></radialGradient></defs>' +
    R(0, 0, 1200, 800, 'url(#w)') +
    R(0, 640, 1200, 160, '#b4875c') +
    S('M0 690 H1200 M0 745 H1200', '#a77b51', 3) +
    R(0, 630, 1200, 14, '#faf6ef') +
    R(300, 40, 600, 520, '#e9dfd0', 20) +
    // window with curtain
    R(60, 90, 170, 300, '#cfe3ef', 6) +
    S('M145 90 V390 M60 240 H230', '#f7f3ec', 10) +
    R(40, 70, 210, 16, '#8a6244', 8) +
    P('M44 86 H96 Q86 250 104 420 H44Z', '#d98c5f') +
    P('M196 86 H248 V420 H188 Q206 250 196 86Z', '#d98c5f') +
    // TV with a sunset on screen
    '<ellipse cx="600" cy="250" rx="380" ry="230" fill="url(#l)" opacity=".5"/>' +
    R(380, 110, 440, 260, '#141519', 10) +
    R(390, 120, 420, 240, 'url(#s)') +
    C(640, 250, 42, '#ffe09a') +
    P('M390 360 L500 250 L580 320 L660 240 L810 360Z', '#2c2f5e') +
    P('M390 360 L470 300 L560 360Z', '#23264d') +
    // TV unit with streaming box, remote and decor
    R(330, 470, 540, 24, '#8f6542', 5) +
    R(342, 494, 516, 120, '#7a5234') +
    R(356, 506, 156, 96, '#84593a', 4) +
    R(688, 506, 156, 96, '#84593a', 4) +
    R(526, 506, 148, 96, '#3a2a1e', 4) +
    R(526, 550, 148, 6, '#7a5234') +
    R(498, 540, 6, 30, '#d8c39a', 3) +
    R(698, 540, 6, 30, '#d8c39a', 3) +
    R(360, 614, 16, 30, '#4a3628') +
    R(824, 614, 16, 30, '#4a3628') +
    P('M548 470 L560 452 H640 L652 470Z', '#3a3d42') +
    C(560, 462, 3, '#4a8fe0') +
    G('rotate(-6 760 461)', R(724, 452, 72, 18, '#2b2d31', 9) + C(736, 461, 4, '#e0564a')) +
    R(400, 418, 30, 52, '#c9b79c', 6) +
    R(440, 430, 26, 40, '#a5bcc4', 6) +
    // floor lamp, plant and sofa corner
    R(1010, 250, 8, 390, '#3a3d42') +
    P('M960 170 H1068 L1090 260 H938Z', '#f2e3c4') +
    '<ellipse cx="1014" cy="300" rx="120" ry="120" fill="url(#l)"/>' +
    E(1014, 640, 50, 8, '#3a3d42') +
    R(160, 560, 80, 80, '#d9d1c4', 12) +
    P('M200 560 Q110 470 140 360 Q190 450 200 560Z', '#5e8c55') +
    P('M200 560 Q290 440 250 330 Q200 430 200 560Z', '#78a86b') +
    P('M200 560 Q190 420 210 300 Q236 430 200 560Z', '#4d7a48') +
    R(900, 560, 320, 200, '#6f8d8f', 40) +
    R(960, 500, 260, 120, '#7d9a9c', 36) +
    R(1010, 520, 110, 90, '#e2b04a', 24) +
    // coffee table with a remote
    R(420, 700, 360, 22, '#5d4330', 8) +
    R(450, 722, 16, 60, '#4a3628') +
    R(734, 722, 16, 60, '#4a3628') +
    G(
      'rotate(12 600 690)',
      R(560, 682, 90, 20, '#2b2d31', 10) +
        C(572, 692, 4, '#e0564a') +
        C(600, 692, 3, '#8d939c') +
        C(616, 692, 3, '#8d939c'),
    ) +
    R(470, 668, 60, 32, '#c46a45', 10),
);

// ---------------------------------------------------------------------------
// Write everything

function write(rel, content) {
  const file = join(ROOT, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  return Buffer.byteLength(content);
}

let count = 0;
let largest = ['', 0];
for (const kind of KINDS) {
  for (const color of kind.colors) {
    const views = productViews(kind, color);
    for (const [view, body] of Object.entries(views)) {
      const rel = `products/${kind.file}-${color}-${view}.svg`;
      const size = write(rel, svg(800, 800, body));
      if (size > largest[1]) largest = [rel, size];
      count++;
    }
  }
}
for (const [name, content] of Object.entries(CATEGORIES)) write(`categories/${name}.svg`, content);
write('fallback.svg', FALLBACK);
write('hero.svg', HERO);

console.log(`Wrote ${count} product images (largest ${largest[0]}, ${largest[1]} bytes),`);
console.log(
  `${Object.keys(CATEGORIES).length} category banners, fallback.svg and hero.svg to ${ROOT}`,
);
