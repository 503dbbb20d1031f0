// Process: service. The fixed parts of the demo catalog: stores, the three-level category tree, dimensions
// and third party codes. Ids derive from names (see ids.ts).
import { guidFor } from './ids';

export interface SeedStore {
  id: string;
  code: string;
  description: string;
}
export const STORES: SeedStore[] = [
  { code: 'S01', description: 'Downtown Flagship' },
  { code: 'S02', description: 'Harbour Outlet' },
  { code: 'S03', description: 'Airport Kiosk' },
].map((s) => ({ ...s, id: guidFor(`store:${s.code}`) }));

export interface SeedLevel {
  id: string;
  parentId: string | null;
  code: string;
  description: string;
  depth: number;
}

const TREE: [string, string, [string, string, [string, string][]][]][] = [
  [
    'APP',
    'Apparel',
    [
      [
        'TOP',
        'Tops',
        [
          ['TEE', 'T-Shirts'],
          ['SHI', 'Shirts'],
          ['SWE', 'Sweaters'],
        ],
      ],
      [
        'BOT',
        'Bottoms',
        [
          ['JEA', 'Jeans'],
          ['TRO', 'Trousers'],
          ['SHO', 'Shorts'],
        ],
      ],
      [
        'OUT',
        'Outerwear',
        [
          ['JAC', 'Jackets'],
          ['COA', 'Coats'],
        ],
      ],
    ],
  ],
  [
    'FNB',
    'Food and Beverage',
    [
      [
        'BEV',
        'Beverages',
        [
          ['BEE', 'Beer'],
          ['WIN', 'Wine'],
          ['SOF', 'Soft Drinks'],
        ],
      ],
      [
        'FOO',
        'Food',
        [
          ['SNA', 'Snacks'],
          ['BAK', 'Bakery'],
          ['DAI', 'Dairy'],
        ],
      ],
    ],
  ],
];

export const LEVELS: SeedLevel[] = [];
/** Leaf categories with their ancestors: [top, middle, leaf]. */
export const APPAREL_LEAVES: [SeedLevel, SeedLevel, SeedLevel][] = [];
export const FNB_LEAVES: [SeedLevel, SeedLevel, SeedLevel][] = [];
for (const [code, description, mids] of TREE) {
  const top: SeedLevel = { id: guidFor(`level:${code}`), parentId: null, code, description, depth: 0 };
  LEVELS.push(top);
  for (const [mcode, mdesc, leaves] of mids) {
    const mid: SeedLevel = {
      id: guidFor(`level:${mcode}`),
      parentId: top.id,
      code: mcode,
      description: mdesc,
      depth: 1,
    };
    LEVELS.push(mid);
    for (const [lcode, ldesc] of leaves) {
      const leaf: SeedLevel = {
        id: guidFor(`level:${lcode}`),
        parentId: mid.id,
        code: lcode,
        description: ldesc,
        depth: 2,
      };
      LEVELS.push(leaf);
      (code === 'APP' ? APPAREL_LEAVES : FNB_LEAVES).push([top, mid, leaf]);
    }
  }
}
export const levelByCode = (code: string): SeedLevel => LEVELS.find((l) => l.code === code) as SeedLevel;

export interface SeedDimension {
  id: string;
  dimensionNumber: number;
  code: string;
  description: string;
}
const dim = (n: number, code: string, description: string): SeedDimension => ({
  id: guidFor(`dimension:${n}:${code}`),
  dimensionNumber: n,
  code,
  description,
});
export const SIZES = ['XS', 'S', 'M', 'L', 'XL'].map((s) => dim(1, s, s));
export const COLOURS = [
  ['BLK', 'Black'],
  ['WHT', 'White'],
  ['NVY', 'Navy'],
  ['RED', 'Red'],
].map(([c, d]) => dim(2, c as string, d as string));
export const PACKS = [
  ['1', 'Single'],
  ['6', '6-Pack'],
  ['24', 'Case of 24'],
].map(([c, d]) => dim(3, c as string, d as string));
/** Dimension 11 exists to show that dimensions beyond ten appear only in the expanded `dimensions` object. */
export const SEASONS = [dim(11, 'SS26', 'Spring/Summer 2026'), dim(11, 'AW26', 'Autumn/Winter 2026')];
export const DIMENSIONS = [...SIZES, ...COLOURS, ...PACKS, ...SEASONS];

export interface SeedCode {
  id: string;
  name: string;
  options: string[];
  defaultValue: string;
}
const code = (name: string, options: string[], defaultValue: string): SeedCode => ({
  id: guidFor(`tpc:${name}`),
  name,
  options,
  defaultValue,
});
export const THIRD_PARTY_CODES = [
  code('STOCKTAKE_Publish', ['true', 'false'], 'false'),
  code('STOCKTAKE_TaxGroup', ['Standard', 'Reduced', 'Zero'], 'Standard'),
  code('STOCKTAKE_ContainsAlcohol', ['Yes', 'No'], 'No'),
];

/** [code name, store code, level code or '' for the whole store, value] */
export const INTERFACE_VALUES: [string, string, string, string][] = [
  ['STOCKTAKE_Publish', 'S01', '', 'true'],
  ['STOCKTAKE_Publish', 'S02', '', 'true'],
  ['STOCKTAKE_Publish', 'S03', '', 'false'],
  ['STOCKTAKE_Publish', 'S03', 'FNB', 'true'],
  ...['S01', 'S02', 'S03'].flatMap((s): [string, string, string, string][] => [
    ['STOCKTAKE_TaxGroup', s, 'FOO', 'Reduced'],
    ['STOCKTAKE_ContainsAlcohol', s, 'BEE', 'Yes'],
    ['STOCKTAKE_ContainsAlcohol', s, 'WIN', 'Yes'],
  ]),
];
