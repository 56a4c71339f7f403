// `npm run bench:labels`: how many shipping labels (issue 39) one process renders per second —
// our own label (pdfkit with the AWB as a Code 128 barcode by bwip-js), A4 and 4×6 inch thermal,
// one at a time and as the packing table's pages of BENCH_LABELS labels in one PDF.
import { renderLabel } from '../apps/api/src/modules/shipping';

const COUNT = Number(process.env.BENCH_LABELS ?? 200);

const facts = (index: number) => ({
  awb: `SRX${String(100000000 + index)}`,
  courier: 'Delhivery Surface',
  orderId: 'K7M2P9QX4R',
  to: {
    fullName: 'Asha Verma',
    address: '12, Shanti Kunj, MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
    phone: '+919845012345',
  },
  lines: [
    { title: 'Cotton kurta', quantity: 2 },
    { title: 'Leather sandals', quantity: 1 },
  ],
  codPaise: index % 2 === 0 ? 249900 : null,
  returnTo: {
    name: 'Vidya Fashions Pvt Ltd',
    address: '4 Residency Road, Bengaluru 560025',
    phone: '+918041234567',
  },
});

for (const format of ['a4', 'thermal'] as const) {
  await renderLabel(facts(0), format); // warm-up: fonts, barcode encoder
  const started = performance.now();
  let bytes = 0;
  for (let index = 0; index < COUNT; index++)
    bytes += (await renderLabel(facts(index), format)).length;
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${format}: ${COUNT} labels in ${seconds.toFixed(2)} s = ${(COUNT / seconds).toFixed(0)} labels/s, ${(bytes / COUNT / 1024).toFixed(0)} KiB each`,
  );
}
