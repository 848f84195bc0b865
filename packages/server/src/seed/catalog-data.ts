/**
 * The demo store's catalogue: a Bengaluru meat shop. Prices are paise (₹1 = 100 paise). Each option
 * group's first row is the default and costs nothing extra, so a card's price is the base price.
 */

export interface SeedOptionRow {
  label: string;
  /** Paise on top of the base price. */
  delta: number;
  gross?: string;
  net?: string;
  pieces?: string;
  serves?: string;
}

export interface SeedOptionGroup {
  name: string;
  rows: SeedOptionRow[];
}

export interface SeedProduct {
  slug: string;
  name: string;
  short: string;
  description: string;
  /** Paise, for the default options. */
  price: number;
  mrp: number | null;
  weightLabel: string;
  bestSeller?: boolean;
  available?: boolean;
  groups: SeedOptionGroup[];
}

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
  colour: string;
  products: SeedProduct[];
}

const rupees = (value: number) => Math.round(value * 100);

interface WeightSpec {
  /** Prices in rupees for 250 g, 500 g and 1 kg. */
  prices: [number, number, number];
  pieces: [string, string, string];
  serves: [string, string, string];
  /** Gross weight before cleaning, as a share above net (e.g. 0.1 = 10 % more). */
  wastage?: number;
}

function grossLabel(netGrams: number, wastage: number): string {
  const low = Math.round((netGrams * (1 + wastage)) / 10) * 10;
  const high = Math.round((netGrams * (1 + wastage * 1.6)) / 10) * 10;
  const format = (g: number) =>
    g >= 1000 ? `${(g / 1000).toFixed(2).replace(/0$/, '')} kg` : `${g} g`;
  return low === high ? format(low) : `${format(low)} - ${format(high)}`;
}

/** Weight options 250 g / 500 g / 1 kg; returns the base price and the group. */
function weights(spec: WeightSpec): { price: number; group: SeedOptionGroup } {
  const [p250, p500, p1000] = spec.prices.map(rupees) as [number, number, number];
  const wastage = spec.wastage ?? 0;
  const row = (label: string, grams: number, price: number, i: 0 | 1 | 2): SeedOptionRow => ({
    label,
    delta: price - p250,
    gross: wastage > 0 ? grossLabel(grams, wastage) : label,
    net: label,
    pieces: spec.pieces[i],
    serves: spec.serves[i],
  });
  return {
    price: p250,
    group: {
      name: 'Weight',
      rows: [row('250 g', 250, p250, 0), row('500 g', 500, p500, 1), row('1 kg', 1000, p1000, 2)],
    },
  };
}

const cut = (bonelessExtra: number, extra: SeedOptionRow[] = []): SeedOptionGroup => ({
  name: 'Cut',
  rows: [
    { label: 'Curry cut', delta: 0 },
    { label: 'Boneless', delta: rupees(bonelessExtra) },
    ...extra,
  ],
});

function product(
  base: Omit<SeedProduct, 'price' | 'mrp' | 'weightLabel' | 'groups'>,
  spec: WeightSpec,
  options: { mrpMarkup?: number; cut?: SeedOptionGroup } = {},
): SeedProduct {
  const { price, group } = weights(spec);
  return {
    ...base,
    price,
    mrp: options.mrpMarkup ? Math.round((price * (1 + options.mrpMarkup)) / 100) * 100 : null,
    weightLabel: '250 g',
    groups: options.cut ? [group, options.cut] : [group],
  };
}

function simple(
  base: Omit<SeedProduct, 'price' | 'mrp' | 'groups'>,
  price: number,
  mrp: number | null = null,
): SeedProduct {
  return { ...base, price: rupees(price), mrp: mrp === null ? null : rupees(mrp), groups: [] };
}

const chickenServes: [string, string, string] = ['1', '2 - 3', '4 - 5'];

export const catalog: SeedCategory[] = [
  {
    slug: 'chicken',
    name: 'Chicken',
    description: 'Farm-fresh chicken, cut to order and never frozen.',
    colour: '#f4a259',
    products: [
      product(
        {
          slug: 'chicken-curry-cut',
          name: 'Chicken Curry Cut (Skinless)',
          short: 'Bone-in pieces from the whole bird, ideal for curries.',
          description:
            'Tender, juicy bone-in pieces of leg, breast and wing from a whole skinless chicken, cut into 12-16 pieces per kg. Perfect for home-style curries, biryani and chettinad.',
          bestSeller: true,
        },
        {
          prices: [109, 199, 379],
          pieces: ['4 - 6', '8 - 10', '16 - 20'],
          serves: chickenServes,
          wastage: 0.06,
        },
        { mrpMarkup: 0.15 },
      ),
      product(
        {
          slug: 'chicken-breast-boneless',
          name: 'Chicken Breast Boneless',
          short: 'Lean, protein-rich breast fillets.',
          description:
            'Skinless, boneless breast fillets trimmed of fat. Great for grilling, stir-fries, salads and high-protein meals.',
          bestSeller: true,
        },
        { prices: [159, 299, 579], pieces: ['1 - 2', '2 - 4', '4 - 7'], serves: chickenServes },
        { mrpMarkup: 0.12 },
      ),
      product(
        {
          slug: 'chicken-drumsticks',
          name: 'Chicken Drumsticks (Skinless)',
          short: 'Meaty drumsticks for tandoori and frying.',
          description:
            'Skinless drumsticks with scored flesh so marinades soak in. The favourite for tandoori chicken, fried chicken and roasts.',
        },
        {
          prices: [139, 259, 499],
          pieces: ['2 - 3', '4 - 6', '8 - 12'],
          serves: chickenServes,
          wastage: 0.04,
        },
      ),
      product(
        {
          slug: 'chicken-thigh-boneless',
          name: 'Chicken Thigh Boneless',
          short: 'Juicy thigh meat that stays tender.',
          description:
            'Boneless thigh meat with a little fat for flavour. Stays succulent in kebabs, butter chicken and curries.',
        },
        { prices: [169, 319, 619], pieces: ['3 - 4', '6 - 8', '12 - 16'], serves: chickenServes },
      ),
      product(
        {
          slug: 'whole-chicken',
          name: 'Whole Chicken (With Skin)',
          short: 'A whole bird, cleaned and ready to roast.',
          description:
            'A whole cleaned chicken with skin, about 1 kg. Roast it whole, or choose curry cut and we will cut it for you.',
        },
        {
          prices: [99, 189, 359],
          pieces: ['1/4 bird', '1/2 bird', '1 bird'],
          serves: chickenServes,
          wastage: 0.1,
        },
        { cut: cut(60) },
      ),
      product(
        {
          slug: 'chicken-wings',
          name: 'Chicken Wings',
          short: 'Party wings with skin, cut at the joint.',
          description: 'Two-joint wings with skin, ideal for barbecue, hot wings and lollipops.',
        },
        { prices: [99, 179, 339], pieces: ['6 - 8', '12 - 16', '24 - 30'], serves: chickenServes },
      ),
      product(
        {
          slug: 'chicken-mince',
          name: 'Chicken Mince (Keema)',
          short: 'Freshly minced lean chicken.',
          description:
            'Lean chicken minced fresh after you order. Use it for keema, kebabs, cutlets and momos.',
        },
        { prices: [149, 279, 539], pieces: ['-', '-', '-'], serves: chickenServes },
      ),
      product(
        {
          slug: 'chicken-biryani-cut',
          name: 'Chicken Biryani Cut',
          short: 'Large bone-in pieces for dum biryani.',
          description:
            'Larger bone-in pieces (8-10 per kg) that hold up in long dum cooking, with leg and breast in every pack.',
          bestSeller: true,
        },
        {
          prices: [115, 215, 409],
          pieces: ['2 - 3', '4 - 5', '8 - 10'],
          serves: chickenServes,
          wastage: 0.06,
        },
        { mrpMarkup: 0.1 },
      ),
      product(
        {
          slug: 'chicken-liver',
          name: 'Chicken Liver',
          short: 'Fresh, cleaned chicken liver.',
          description:
            'Cleaned chicken liver, rich in iron. Try it in a pepper fry or a quick masala.',
        },
        { prices: [59, 109, 199], pieces: ['-', '-', '-'], serves: chickenServes },
      ),
      product(
        {
          slug: 'chicken-leg-with-thigh',
          name: 'Chicken Whole Leg (with Thigh)',
          short: 'Whole legs with thigh, skin off.',
          description:
            'Whole chicken legs with the thigh attached, skin removed and scored. Roast them, grill them or slow-cook them in a spicy Chettinad masala.',
        },
        {
          prices: [129, 239, 459],
          pieces: ['1 - 2', '2 - 3', '4 - 6'],
          serves: chickenServes,
          wastage: 0.05,
        },
      ),
      product(
        {
          slug: 'chicken-lollipop',
          name: 'Chicken Lollipop',
          short: 'Frenched wings, ready for Indo-Chinese starters.',
          description:
            'Wing drumettes frenched into lollipops, cleaned and ready to marinate. The party starter for a crisp, saucy chilli chicken.',
        },
        { prices: [149, 279, 539], pieces: ['5 - 6', '10 - 12', '20 - 24'], serves: chickenServes },
      ),
      product(
        {
          slug: 'chicken-breast-with-bone',
          name: 'Chicken Breast (with Bone)',
          short: 'Bone-in breast pieces that stay juicy.',
          description:
            'Skinless breast cut on the bone into large pieces. The bone keeps the meat juicy in curries, soups and biryani.',
        },
        {
          prices: [125, 235, 449],
          pieces: ['2 - 3', '4 - 6', '8 - 12'],
          serves: chickenServes,
          wastage: 0.04,
        },
      ),
      product(
        {
          slug: 'chicken-gizzard',
          name: 'Chicken Gizzard',
          short: 'Cleaned gizzards for a spicy pepper fry.',
          description:
            'Gizzards cleaned and trimmed, ready for a Kerala-style pepper fry or a slow-cooked masala.',
        },
        { prices: [49, 89, 169], pieces: ['-', '-', '-'], serves: chickenServes },
      ),
      product(
        {
          slug: 'country-chicken-curry-cut',
          name: 'Country Chicken (Nati Koli) Curry Cut',
          short: 'Free-range country chicken with firm, flavourful meat.',
          description:
            'Free-range Nati Koli raised in Kolar farms. Firmer meat with deep flavour, made for slow-cooked curries and saaru.',
          available: false,
        },
        {
          prices: [199, 379, 739],
          pieces: ['5 - 7', '10 - 14', '20 - 26'],
          serves: chickenServes,
          wastage: 0.08,
        },
      ),
    ],
  },
  {
    slug: 'mutton',
    name: 'Mutton',
    description: 'Tender goat and lamb from trusted farms, cut fresh.',
    colour: '#c0392b',
    products: [
      product(
        {
          slug: 'mutton-curry-cut',
          name: 'Goat Curry Cut',
          short: 'Bone-in goat pieces from shoulder and leg.',
          description:
            'Tender young goat meat, a balanced mix of bone-in pieces from shoulder, leg and ribs. Perfect for mutton curry and biryani.',
          bestSeller: true,
        },
        {
          prices: [249, 479, 939],
          pieces: ['6 - 9', '12 - 18', '24 - 36'],
          serves: ['1 - 2', '2 - 3', '4 - 6'],
          wastage: 0.04,
        },
        { mrpMarkup: 0.1, cut: cut(90) },
      ),
      product(
        {
          slug: 'mutton-boneless',
          name: 'Goat Boneless',
          short: 'Lean boneless chunks from the leg.',
          description:
            'Lean, boneless leg meat cut into even cubes, ready for kebabs, rogan josh and sukka.',
        },
        {
          prices: [319, 619, 1199],
          pieces: ['8 - 10', '16 - 20', '32 - 40'],
          serves: ['1 - 2', '2 - 3', '4 - 6'],
        },
      ),
      product(
        {
          slug: 'mutton-mince',
          name: 'Goat Mince (Keema)',
          short: 'Freshly minced lean goat meat.',
          description:
            'Lean goat meat minced fresh, for keema pav, seekh kebabs and stuffed parathas.',
          bestSeller: true,
        },
        { prices: [279, 539, 1049], pieces: ['-', '-', '-'], serves: ['1 - 2', '2 - 3', '4 - 6'] },
      ),
      product(
        {
          slug: 'mutton-chops',
          name: 'Goat Chops',
          short: 'Rib chops with a layer of fat.',
          description:
            'Rib chops with a thin layer of fat, cut thick. Grill, pan-fry or slow-cook in a masala.',
        },
        {
          prices: [299, 579, 1129],
          pieces: ['3 - 4', '6 - 8', '12 - 16'],
          serves: ['1 - 2', '2 - 3', '4 - 6'],
        },
      ),
      product(
        {
          slug: 'mutton-paya',
          name: 'Goat Paya (Trotters)',
          short: 'Cleaned trotters for paya soup.',
          description:
            'Cleaned and cut goat trotters, blanched and scraped. Slow-cook them into a rich paya.',
        },
        { prices: [129, 239, 459], pieces: ['2', '4', '8'], serves: ['1 - 2', '2 - 3', '4 - 6'] },
      ),
      product(
        {
          slug: 'lamb-curry-cut',
          name: 'Lamb Curry Cut',
          short: 'Tender bone-in lamb pieces.',
          description:
            'Bone-in pieces of Deccani lamb, milder than goat and very tender when slow-cooked.',
        },
        {
          prices: [239, 459, 899],
          pieces: ['6 - 9', '12 - 18', '24 - 36'],
          serves: ['1 - 2', '2 - 3', '4 - 6'],
          wastage: 0.04,
        },
      ),
      product(
        {
          slug: 'mutton-liver',
          name: 'Goat Liver',
          short: 'Fresh goat liver, cleaned and sliced.',
          description:
            'Fresh goat liver, cleaned and sliced. A classic for liver fry with onions and pepper.',
        },
        { prices: [149, 289, 559], pieces: ['-', '-', '-'], serves: ['1 - 2', '2 - 3', '4 - 6'] },
      ),
    ],
  },
  {
    slug: 'fish-and-seafood',
    name: 'Fish and Seafood',
    description: 'Coastal catch from Mangaluru and Karwar, delivered the same day.',
    colour: '#2e86ab',
    products: [
      product(
        {
          slug: 'seer-fish-steaks',
          name: 'Seer Fish (Surmai) Steaks',
          short: 'Boneless-centre steaks of king fish.',
          description:
            'Thick steaks of seer fish with a single central bone. Fry them tawa-style or add to a Mangalorean curry.',
          bestSeller: true,
        },
        {
          prices: [349, 679, 1329],
          pieces: ['2 - 3', '4 - 6', '8 - 12'],
          serves: ['1 - 2', '2 - 3', '4 - 6'],
          wastage: 0.15,
        },
        { mrpMarkup: 0.1 },
      ),
      product(
        {
          slug: 'pomfret-whole',
          name: 'White Pomfret (Whole, Cleaned)',
          short: 'Whole pomfret, cleaned and scored.',
          description:
            'Whole white pomfret, gutted, scaled and scored. Perfect for tawa fry or green masala.',
        },
        {
          prices: [299, 579, 1129],
          pieces: ['1', '2', '3 - 4'],
          serves: ['1', '2', '4'],
          wastage: 0.2,
        },
      ),
      product(
        {
          slug: 'prawns-medium-cleaned',
          name: 'Prawns Medium (Cleaned and Deveined)',
          short: 'Peeled, deveined medium prawns.',
          description:
            'Medium prawns, peeled and deveined with tails removed. Ready for ghee roast, biryani and pulao.',
          bestSeller: true,
        },
        {
          prices: [269, 519, 999],
          pieces: ['20 - 25', '40 - 50', '80 - 100'],
          serves: ['1 - 2', '2 - 3', '4 - 6'],
          wastage: 0.3,
        },
      ),
      product(
        {
          slug: 'tiger-prawns',
          name: 'Tiger Prawns (Large)',
          short: 'Large shell-on tiger prawns.',
          description: 'Large tiger prawns with shell, perfect for grilling or a Goan-style curry.',
        },
        {
          prices: [399, 779, 1529],
          pieces: ['6 - 8', '12 - 16', '24 - 32'],
          serves: ['1 - 2', '2 - 3', '4 - 6'],
          wastage: 0.35,
        },
      ),
      product(
        {
          slug: 'rohu-curry-cut',
          name: 'Rohu Curry Cut',
          short: 'River fish steaks for Bengali-style curries.',
          description:
            'Fresh rohu cut into curry pieces with skin and scales removed. Made for macher jhol and kalia.',
        },
        {
          prices: [99, 189, 359],
          pieces: ['3 - 4', '6 - 8', '12 - 16'],
          serves: ['1 - 2', '2 - 3', '4 - 6'],
          wastage: 0.2,
        },
      ),
      product(
        {
          slug: 'bangda-mackerel',
          name: 'Bangda (Indian Mackerel)',
          short: 'Whole mackerel, cleaned.',
          description:
            'Whole Indian mackerel, cleaned and gutted. Rich in omega-3; fry with rava or make a tangy curry.',
        },
        {
          prices: [89, 169, 319],
          pieces: ['2 - 3', '4 - 6', '8 - 12'],
          serves: ['1', '2', '4'],
          wastage: 0.25,
        },
      ),
      product(
        {
          slug: 'basa-fillet',
          name: 'Basa Fillet',
          short: 'Mild, boneless fish fillets.',
          description:
            'Mild, boneless basa fillets that cook in minutes. Great for fish fingers, grills and kids.',
        },
        { prices: [139, 259, 499], pieces: ['1 - 2', '2 - 4', '4 - 8'], serves: ['1', '2', '4'] },
      ),
      product(
        {
          slug: 'squid-rings',
          name: 'Squid Rings',
          short: 'Cleaned squid, cut into rings.',
          description:
            'Cleaned squid cut into rings. Crisp calamari or a spicy Kerala-style roast in minutes.',
        },
        { prices: [219, 419, 809], pieces: ['-', '-', '-'], serves: ['1 - 2', '2 - 3', '4 - 6'] },
      ),
      product(
        {
          slug: 'crab-whole',
          name: 'Mud Crab (Whole, Cleaned)',
          short: 'Live-caught mud crab, cleaned and halved.',
          description:
            'Mud crab cleaned and halved with claws cracked, ready for a pepper crab masala.',
          available: false,
        },
        {
          prices: [249, 479, 929],
          pieces: ['1', '2', '3 - 4'],
          serves: ['1', '2', '3 - 4'],
          wastage: 0.4,
        },
      ),
    ],
  },
  {
    slug: 'eggs',
    name: 'Eggs',
    description: 'Fresh eggs from farms near Bengaluru, packed within 48 hours of laying.',
    colour: '#f6c90e',
    products: [
      simple(
        {
          slug: 'farm-eggs-12',
          name: 'Farm Fresh White Eggs (Pack of 12)',
          short: 'Classic white eggs, 12 per pack.',
          description: 'Fresh white eggs, graded and packed within 48 hours of laying.',
          weightLabel: '12 pcs',
          bestSeller: true,
        },
        99,
        108,
      ),
      simple(
        {
          slug: 'farm-eggs-30',
          name: 'Farm Fresh White Eggs (Tray of 30)',
          short: 'A tray of 30 white eggs.',
          description: 'A tray of 30 graded white eggs, the best value for big families.',
          weightLabel: '30 pcs',
        },
        229,
        270,
      ),
      simple(
        {
          slug: 'brown-eggs-6',
          name: 'Brown Eggs (Pack of 6)',
          short: 'Brown-shelled eggs, 6 per pack.',
          description: 'Brown-shelled eggs from free-roaming hens, 6 per pack.',
          weightLabel: '6 pcs',
        },
        75,
      ),
      simple(
        {
          slug: 'country-eggs-6',
          name: 'Country Eggs (Nati Motte, Pack of 6)',
          short: 'Small, rich country eggs.',
          description: 'Country eggs from native hens: smaller, with deep yellow yolks.',
          weightLabel: '6 pcs',
        },
        95,
      ),
      simple(
        {
          slug: 'quail-eggs-12',
          name: 'Quail Eggs (Pack of 12)',
          short: 'Speckled quail eggs.',
          description:
            'Tiny speckled quail eggs. Boil them for salads or make a quick kaadai egg fry.',
          weightLabel: '12 pcs',
        },
        89,
      ),
    ],
  },
  {
    slug: 'marinades-and-ready-to-cook',
    name: 'Marinades and Ready to Cook',
    description: 'Marinated in house with our own masalas: just cook and serve.',
    colour: '#8e44ad',
    products: [
      product(
        {
          slug: 'chicken-tikka',
          name: 'Chicken Tikka (Marinated)',
          short: 'Boneless chunks in a smoky tikka marinade.',
          description:
            'Boneless chicken chunks in hung curd, kashmiri chilli and kasuri methi. Grill, air-fry or pan-fry for 12 minutes.',
          bestSeller: true,
        },
        {
          prices: [179, 339, 649],
          pieces: ['8 - 10', '16 - 20', '32 - 40'],
          serves: chickenServes,
        },
      ),
      product(
        {
          slug: 'tandoori-chicken',
          name: 'Tandoori Chicken (Marinated)',
          short: 'Bone-in chicken in a classic tandoori masala.',
          description:
            'Bone-in leg and breast pieces in our tandoori masala. Roast at 220 °C for 25 minutes.',
        },
        { prices: [149, 279, 539], pieces: ['2 - 3', '4 - 6', '8 - 12'], serves: chickenServes },
      ),
      product(
        {
          slug: 'chicken-seekh-kebab',
          name: 'Chicken Seekh Kebab',
          short: 'Minced chicken kebabs with herbs.',
          description:
            'Hand-rolled chicken seekh kebabs with mint, coriander and green chilli. Pan-fry in 8 minutes.',
        },
        { prices: [189, 359, 699], pieces: ['4', '8', '16'], serves: chickenServes },
      ),
      product(
        {
          slug: 'mutton-seekh-kebab',
          name: 'Mutton Seekh Kebab',
          short: 'Minced goat kebabs, Lucknowi style.',
          description:
            'Goat mince kebabs spiced Lucknowi style with cardamom and rose. Grill or pan-fry.',
        },
        { prices: [269, 519, 999], pieces: ['4', '8', '16'], serves: ['1 - 2', '2 - 3', '4 - 6'] },
      ),
      product(
        {
          slug: 'fish-tawa-fry-masala',
          name: 'Seer Fish Tawa Fry (Marinated)',
          short: 'Seer steaks in a Mangalorean masala.',
          description: 'Seer fish steaks coated in a Mangalorean red masala, ready for a hot tawa.',
        },
        {
          prices: [379, 739, 1449],
          pieces: ['2 - 3', '4 - 6', '8 - 12'],
          serves: ['1 - 2', '2 - 3', '4 - 6'],
        },
      ),
      product(
        {
          slug: 'chicken-biryani-kit',
          name: 'Chicken Biryani Kit',
          short: 'Marinated chicken with biryani masala and fried onions.',
          description:
            'Biryani-cut chicken in a yoghurt marinade, with our biryani masala and crisp fried onions. Add rice and cook.',
        },
        {
          prices: [199, 379, 729],
          pieces: ['2 - 3', '4 - 5', '8 - 10'],
          serves: ['1 - 2', '3 - 4', '6 - 8'],
        },
      ),
    ],
  },
  {
    slug: 'cold-cuts',
    name: 'Cold Cuts',
    description: 'Sausages, salami and ham made in small batches.',
    colour: '#d35d6e',
    products: [
      simple(
        {
          slug: 'chicken-salami',
          name: 'Chicken Salami (Sliced, 200 g)',
          short: 'Smoked chicken salami slices.',
          description: 'Thin slices of smoked chicken salami for sandwiches and platters.',
          weightLabel: '200 g',
          bestSeller: true,
        },
        149,
        165,
      ),
      simple(
        {
          slug: 'chicken-sausages',
          name: 'Chicken Cocktail Sausages (250 g)',
          short: 'Bite-size chicken sausages.',
          description:
            'Bite-size chicken cocktail sausages. Pan-fry for breakfast or toss into pasta.',
          weightLabel: '250 g',
        },
        139,
      ),
      simple(
        {
          slug: 'chicken-ham',
          name: 'Chicken Ham (Sliced, 200 g)',
          short: 'Lean sliced chicken ham.',
          description: 'Lean chicken ham, sliced thin for sandwiches and wraps.',
          weightLabel: '200 g',
        },
        169,
      ),
      simple(
        {
          slug: 'pepper-chicken-sausages',
          name: 'Pepper Chicken Sausages (300 g)',
          short: 'Coarse sausages with black pepper.',
          description: 'Coarse-ground chicken sausages with cracked Malabar black pepper.',
          weightLabel: '300 g',
        },
        189,
      ),
      simple(
        {
          slug: 'pork-bacon',
          name: 'Smoked Pork Bacon (200 g)',
          short: 'Streaky bacon, wood-smoked.',
          description:
            'Streaky pork bacon, dry-cured and smoked over applewood. Crisp it for breakfast.',
          weightLabel: '200 g',
        },
        249,
      ),
    ],
  },
];

export interface SeedBanner {
  title: string;
  subtitle: string;
  link: string;
  colour: string;
}

export const banners: SeedBanner[] = [
  {
    title: 'Fresh chicken, cut to order',
    subtitle: 'Delivered in under 2 hours across Bengaluru',
    link: '/category/chicken',
    colour: '#f4a259',
  },
  {
    title: 'Weekend mutton specials',
    subtitle: 'Goat curry cut and keema, fresh every Saturday',
    link: '/category/mutton',
    colour: '#c0392b',
  },
  {
    title: 'Coastal catch of the day',
    subtitle: 'Seer fish, pomfret and prawns from Mangaluru',
    link: '/category/fish-and-seafood',
    colour: '#2e86ab',
  },
];

export const demoShoppers = [
  { username: 'Priya S', email: 'priya.demo@freshcuts.example' },
  { username: 'Rahul K', email: 'rahul.demo@freshcuts.example' },
  { username: 'Ananya R', email: 'ananya.demo@freshcuts.example' },
  { username: 'Vikram N', email: 'vikram.demo@freshcuts.example' },
  { username: 'Fathima B', email: 'fathima.demo@freshcuts.example' },
  { username: 'Suresh M', email: 'suresh.demo@freshcuts.example' },
];

export const reviewComments: Record<number, string[]> = {
  5: [
    'Very fresh and cleanly cut. Will order again.',
    'Delivered on time and the pieces were exactly as described.',
    'Best quality I have found online in Bengaluru.',
    'Perfect for Sunday biryani, the whole family loved it.',
  ],
  4: [
    'Good quality, slightly more fat than I expected.',
    'Fresh and well packed. Delivery was a little late.',
    'Tasty, cooked quickly. Portion was as promised.',
  ],
  3: ['Decent, but a couple of pieces were small.', 'Okay quality, packing could be better.'],
  2: ['Not as fresh as last time.'],
  1: ['Arrived late and the cut was not what I chose.'],
};

/**
 * The HSN code and GST rate (basis points) of a seeded product, by its category and slug
 * (docs/invoices.md): fresh and chilled meat, fish and eggs are exempt; sausages and prepared or
 * marinated meat and fish carry 5 % (the rate of HSN 1601, 1602 and 1604 since 22 September 2025). An
 * admin changes either in the console's catalog editor. Migration 0027 gives products already in a
 * database the same values by the same rules.
 */
export function seedTaxOf(category: string, slug: string): { hsnCode: string; gstRateBp: number } {
  const exempt = (hsnCode: string) => ({ hsnCode, gstRateBp: 0 });
  const taxed = (hsnCode: string) => ({ hsnCode, gstRateBp: 500 });
  switch (category) {
    case 'chicken':
      // Meat and edible offal (liver, gizzard) of poultry.
      return exempt('0207');
    case 'mutton':
      // Goat and lamb meat; their edible offal (liver, trotters) is 0206.
      return /liver|paya/.test(slug) ? exempt('0206') : exempt('0204');
    case 'fish-and-seafood':
      if (/prawn|crab/.test(slug)) return exempt('0306');
      if (/squid/.test(slug)) return exempt('0307');
      // Fillets, steaks and curry cuts are 0304; whole fish 0302.
      return /fillet|steak|curry-cut/.test(slug) ? exempt('0304') : exempt('0302');
    case 'eggs':
      return exempt('0407');
    case 'marinades-and-ready-to-cook':
      return /fish/.test(slug) ? taxed('1604') : taxed('1602');
    case 'cold-cuts':
      return /sausage|salami/.test(slug) ? taxed('1601') : taxed('1602');
    default:
      return exempt('0207');
  }
}
