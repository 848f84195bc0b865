// The bare page's eight products (main.jsx), with the store's own images (copied beside it by build.mjs).
export const products = [
  ['chicken-curry-cut', 'Chicken Curry Cut', 'Bone-in pieces, skin off', '500 g', 18900],
  ['chicken-breast-boneless', 'Chicken Breast Boneless', 'Lean breast fillets', '450 g', 26900],
  ['chicken-drumsticks', 'Chicken Drumsticks', 'Juicy leg pieces', '500 g', 22900],
  ['chicken-biryani-cut', 'Chicken Biryani Cut', 'Large pieces for biryani', '500 g', 19900],
  ['chicken-leg-with-thigh', 'Chicken Leg with Thigh', 'Whole legs, skin off', '500 g', 21900],
  ['basa-fillet', 'Basa Fillet', 'Boneless white fish', '400 g', 24900],
  ['bangda-mackerel', 'Bangda (Mackerel)', 'Whole, cleaned', '500 g', 27900],
  ['brown-eggs-6', 'Brown Eggs', 'Farm fresh, pack of 6', '6 pcs', 8900],
].map(([slug, name, description, weight, price]) => ({ slug, name, description, weight, price }));

export const banner = 'banner-1';
