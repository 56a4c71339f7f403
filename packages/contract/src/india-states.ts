// India's states and union territories with their GST state codes (the first two digits of a
// GSTIN, and the "place of supply" on an invoice), how people write their names, and which PIN
// codes lie in each. Plain data: no zod, so the web's browser bundle can use it.

export interface IndianState {
  /** Two digits: "07". */
  code: string;
  /** The name GST returns print ("Delhi", "Dadra and Nagar Haveli and Daman and Diu"). */
  name: string;
  /** Other spellings and names people type, compared without case, spaces or punctuation. */
  aliases: string[];
}

export const GST_STATES: readonly IndianState[] = [
  { code: '01', name: 'Jammu and Kashmir', aliases: ['Jammu & Kashmir', 'J&K', 'JK'] },
  { code: '02', name: 'Himachal Pradesh', aliases: ['HP'] },
  { code: '03', name: 'Punjab', aliases: ['PB'] },
  { code: '04', name: 'Chandigarh', aliases: ['CH'] },
  { code: '05', name: 'Uttarakhand', aliases: ['Uttaranchal', 'UK'] },
  { code: '06', name: 'Haryana', aliases: ['HR'] },
  {
    code: '07',
    name: 'Delhi',
    aliases: ['New Delhi', 'NCT of Delhi', 'National Capital Territory of Delhi', 'DL'],
  },
  { code: '08', name: 'Rajasthan', aliases: ['RJ'] },
  { code: '09', name: 'Uttar Pradesh', aliases: ['UP'] },
  { code: '10', name: 'Bihar', aliases: ['BR'] },
  { code: '11', name: 'Sikkim', aliases: ['SK'] },
  { code: '12', name: 'Arunachal Pradesh', aliases: ['AR'] },
  { code: '13', name: 'Nagaland', aliases: ['NL'] },
  { code: '14', name: 'Manipur', aliases: ['MN'] },
  { code: '15', name: 'Mizoram', aliases: ['MZ'] },
  { code: '16', name: 'Tripura', aliases: ['TR'] },
  { code: '17', name: 'Meghalaya', aliases: ['ML'] },
  { code: '18', name: 'Assam', aliases: ['AS'] },
  { code: '19', name: 'West Bengal', aliases: ['WB', 'Bengal', 'Paschim Banga', 'Paschimbanga'] },
  { code: '20', name: 'Jharkhand', aliases: ['JH'] },
  { code: '21', name: 'Odisha', aliases: ['Orissa', 'OD', 'OR'] },
  { code: '22', name: 'Chhattisgarh', aliases: ['Chattisgarh', 'Chhatisgarh', 'CG'] },
  { code: '23', name: 'Madhya Pradesh', aliases: ['MP'] },
  { code: '24', name: 'Gujarat', aliases: ['Gujrat', 'GJ'] },
  {
    code: '26',
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    aliases: [
      'Dadra & Nagar Haveli and Daman & Diu',
      'Dadra and Nagar Haveli',
      'Dadra & Nagar Haveli',
      'Daman and Diu',
      'Daman & Diu',
      'DNHDD',
      'DNH',
      'DD',
    ],
  },
  { code: '27', name: 'Maharashtra', aliases: ['Maharastra', 'MH'] },
  { code: '29', name: 'Karnataka', aliases: ['KA'] },
  { code: '30', name: 'Goa', aliases: ['GA'] },
  { code: '31', name: 'Lakshadweep', aliases: ['Lakshadweep Islands', 'LD'] },
  { code: '32', name: 'Kerala', aliases: ['Keralam', 'KL'] },
  { code: '33', name: 'Tamil Nadu', aliases: ['Tamilnadu', 'TN'] },
  { code: '34', name: 'Puducherry', aliases: ['Pondicherry', 'Pondy', 'PY'] },
  {
    code: '35',
    name: 'Andaman and Nicobar Islands',
    aliases: ['Andaman & Nicobar Islands', 'Andaman and Nicobar', 'Andaman & Nicobar', 'AN'],
  },
  { code: '36', name: 'Telangana', aliases: ['Telengana', 'TS', 'TG'] },
  { code: '37', name: 'Andhra Pradesh', aliases: ['AP'] },
  { code: '38', name: 'Ladakh', aliases: ['LA'] },
  { code: '97', name: 'Other Territory', aliases: [] },
];

const byCode = new Map(GST_STATES.map((state) => [state.code, state]));

/** Letters and digits only, lowercased: "N.C.T. of Delhi" and "nct of delhi" read the same. */
const squeeze = (value: string) =>
  value
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');

const byName = new Map<string, IndianState>();
for (const state of GST_STATES) {
  for (const name of [state.name, ...state.aliases]) byName.set(squeeze(name), state);
}

export function stateByCode(code: string): IndianState | null {
  return byCode.get(code) ?? null;
}

/** The state a shopper's "state" text names, or null when it names none. */
export function stateByName(text: string): IndianState | null {
  return byName.get(squeeze(text)) ?? null;
}

/**
 * PIN codes by their leading digits (the postal circles), the longest prefix deciding: "110"
 * is Delhi, "403" Goa within Maharashtra's "40". Good enough to tell a state when the state
 * was written in a way no list knows; a few border offices may be placed in the neighbour.
 */
const PIN_PREFIXES: Record<string, string> = {
  '11': '07',
  '12': '06',
  '13': '06',
  '14': '03',
  '15': '03',
  '16': '03',
  '160': '04',
  '17': '02',
  '18': '01',
  '19': '01',
  '194': '38',
  '20': '09',
  '21': '09',
  '22': '09',
  '23': '09',
  '24': '09',
  '246': '05',
  '247': '05',
  '248': '05',
  '249': '05',
  '25': '09',
  '26': '09',
  '262': '05',
  '263': '05',
  '27': '09',
  '28': '09',
  '30': '08',
  '31': '08',
  '32': '08',
  '33': '08',
  '34': '08',
  '36': '24',
  '37': '24',
  '38': '24',
  '39': '24',
  '36252': '26',
  '3962': '26',
  '40': '27',
  '403': '30',
  '41': '27',
  '42': '27',
  '43': '27',
  '44': '27',
  '45': '23',
  '46': '23',
  '47': '23',
  '48': '23',
  '49': '22',
  '50': '36',
  '51': '37',
  '52': '37',
  '53': '37',
  '56': '29',
  '57': '29',
  '58': '29',
  '59': '29',
  '60': '33',
  '605': '34',
  '609': '34',
  '61': '33',
  '62': '33',
  '63': '33',
  '64': '33',
  '67': '32',
  '68': '32',
  '6825': '31',
  '69': '32',
  '70': '19',
  '71': '19',
  '72': '19',
  '73': '19',
  '737': '11',
  '74': '19',
  '744': '35',
  '75': '21',
  '76': '21',
  '77': '21',
  '78': '18',
  '790': '12',
  '791': '12',
  '792': '12',
  '793': '17',
  '794': '17',
  '795': '14',
  '796': '15',
  '797': '13',
  '798': '13',
  '799': '16',
  '80': '10',
  '81': '10',
  '814': '20',
  '815': '20',
  '816': '20',
  '82': '20',
  '83': '20',
  '84': '10',
  '85': '10',
};

/** The state a 6-digit PIN code lies in, by its leading digits; null when none is known. */
export function stateByPinCode(pin: string): IndianState | null {
  const digits = pin.replace(/\s/g, '');
  if (!/^[1-9]\d{5}$/.test(digits)) return null;
  for (let length = 5; length >= 2; length--) {
    const code = PIN_PREFIXES[digits.slice(0, length)];
    if (code) return byCode.get(code) ?? null;
  }
  return null;
}

/**
 * Where goods are delivered, for GST's place of supply: the state the address names, else the
 * one its PIN code lies in. Null when neither tells (the invoice then cannot be issued as
 * inter- or intra-state, and the shop is asked to correct the address).
 */
export function deliveryState(address: { state: string; postalCode: string }): IndianState | null {
  return stateByName(address.state) ?? stateByPinCode(address.postalCode);
}

/** "07-Delhi", as GSTR-1 writes a place of supply. */
export function placeOfSupplyLabel(state: IndianState): string {
  return `${state.code}-${state.name}`;
}
