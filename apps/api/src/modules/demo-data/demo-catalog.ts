/** One category of the demo market and the two colours of its photos' background gradient. */
export interface DemoCategory {
  name: string;
  gradient: readonly [string, string];
}

/**
 * One demo auction. Times are relative to the moment of seeding so that the market looks alive
 * whenever it is seeded: a negative endsInHours is an auction that has already ended.
 */
export interface DemoProduct {
  name: string;
  category: string;
  description: string;
  startingPrice: number;
  endsInHours: number;
  bidCount: number;
  /** Shown as "Reserve not met" or "Reserve met"; only admins see the amount. */
  reservePrice?: number;
  /** Only on a lot without bids: the first bid ends the offer. */
  buyNowPrice?: number;
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  { name: 'Cameras', gradient: ['#1e3c72', '#2a78c2'] },
  { name: 'Watches', gradient: ['#3a2f1b', '#b08d57'] },
  { name: 'Art', gradient: ['#5b1a7a', '#d6336c'] },
  { name: 'Books', gradient: ['#4e342e', '#a1887f'] },
  { name: 'Electronics', gradient: ['#0b4f4a', '#14b8a6'] },
  { name: 'Collectibles', gradient: ['#7c3a06', '#f59e0b'] },
  { name: 'Vehicles', gradient: ['#6b1010', '#e04848'] },
];

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    name: 'Vintage Film Camera',
    category: 'Cameras',
    description:
      'A fully mechanical 35mm SLR from the late seventies with a 50mm f/2 lens. The light meter works, the shutter fires at every speed and the viewfinder is clean. Comes with the original leather case.',
    startingPrice: 8500,
    endsInHours: -72,
    bidCount: 6,
  },
  {
    name: 'Mirrorless Camera Body',
    category: 'Cameras',
    description:
      'A 24 megapixel full-frame mirrorless body with in-body stabilisation and 4K video. Around 12,000 shutter actuations, two batteries and the charger included. No lens.',
    startingPrice: 62000,
    endsInHours: 50,
    bidCount: 3,
  },
  {
    name: 'Instant Camera with Film Pack',
    category: 'Cameras',
    description:
      'A cheerful instant camera that prints credit-card sized photos in seconds. Sold with two unopened packs of film, twenty shots in all. Perfect for weddings and trips.',
    startingPrice: 4200,
    endsInHours: 6,
    bidCount: 0,
  },
  {
    name: 'Twin Lens Medium Format Camera',
    category: 'Cameras',
    description:
      'A twin lens reflex camera that shoots square 6x6 negatives on 120 film. The waist-level finder is bright and the taking lens is free of haze and fungus. A lovely camera for slow, deliberate portraits.',
    startingPrice: 38000,
    endsInHours: 120,
    bidCount: 0,
    buyNowPrice: 52000,
  },
  {
    name: 'Action Camera 4K Kit',
    category: 'Cameras',
    description:
      'A waterproof action camera recording 4K at 60 frames per second. The kit has a chest mount, a helmet mount, a floating grip and three batteries. Used on two treks, no scratches on the lens.',
    startingPrice: 12500,
    endsInHours: -5,
    bidCount: 4,
  },
  {
    name: '50mm f/1.8 Prime Lens',
    category: 'Cameras',
    description:
      'The classic nifty fifty: sharp, light and fast enough for low light. Autofocus is quick and silent. Front and rear caps and a lens hood included.',
    startingPrice: 9800,
    endsInHours: 26,
    bidCount: 2,
  },
  {
    name: 'DSLR Camera with Kit Lens',
    category: 'Cameras',
    description:
      'A 24 megapixel beginner DSLR with an 18-55mm stabilised kit lens. Ideal as a first camera for a student of photography. Strap, battery, charger and a 64 GB card included.',
    startingPrice: 28000,
    endsInHours: 3,
    bidCount: 0,
  },
  {
    name: 'Automatic Diver Watch',
    category: 'Watches',
    description:
      'A 200 m water-resistant automatic diver with a ceramic bezel and sapphire crystal. It keeps time within five seconds a day. Box, papers and a spare rubber strap included.',
    startingPrice: 45000,
    endsInHours: -30,
    bidCount: 5,
  },
  {
    name: 'HMT Janata Hand-Wound Watch',
    category: 'Watches',
    description:
      'The watch an entire generation wore to office, in running condition after a fresh service. White dial, original crown and a new brown leather strap. A piece of Indian horology.',
    startingPrice: 3500,
    endsInHours: 70,
    bidCount: 2,
  },
  {
    name: 'Silver Pocket Watch, 1920s',
    category: 'Watches',
    description:
      'A sterling silver pocket watch with an enamel dial and blued steel hands. The movement was cleaned last year and runs well. Engraved initials on the back cover.',
    startingPrice: 18000,
    endsInHours: 150,
    bidCount: 0,
  },
  {
    name: 'Chronograph Pilot Watch',
    category: 'Watches',
    description:
      'A 42 mm pilot chronograph with a slide-rule bezel and a highly legible black dial. Worn lightly for a year, always kept in its box. Full set with warranty card.',
    startingPrice: 72000,
    endsInHours: 20,
    bidCount: 0,
    reservePrice: 80000,
    buyNowPrice: 95000,
  },
  {
    name: 'Smartwatch with Steel Strap',
    category: 'Watches',
    description:
      'An always-on AMOLED smartwatch with GPS, heart-rate and sleep tracking. Battery lasts four days. Sold with the original silicone band and an extra steel strap.',
    startingPrice: 9500,
    endsInHours: -200,
    bidCount: 3,
  },
  {
    name: 'Gold-Plated Dress Watch',
    category: 'Watches',
    description:
      'A slim gold-plated dress watch with a champagne dial and a crocodile-pattern strap. Only 7 mm thick, it slides under any shirt cuff. Unworn, with the boutique receipt.',
    startingPrice: 125000,
    endsInHours: 96,
    bidCount: 1,
  },
  {
    name: 'Monsoon over Kerala, Oil on Canvas',
    category: 'Art',
    description:
      'A large oil painting of backwaters under a heavy monsoon sky, 90 x 60 cm. Signed and dated by the artist on the front. Framed in teak and ready to hang.',
    startingPrice: 85000,
    endsInHours: 60,
    bidCount: 2,
    reservePrice: 120000,
  },
  {
    name: 'Madhubani Painting, Tree of Life',
    category: 'Art',
    description:
      'A hand-painted Madhubani work on handmade paper in natural pigments. Fine line work of birds, fish and the tree of life. Certificate from the artist cooperative included.',
    startingPrice: 6500,
    endsInHours: -48,
    bidCount: 5,
  },
  {
    name: 'Bronze Nataraja Sculpture',
    category: 'Art',
    description:
      'A lost-wax cast bronze Nataraja, 60 cm tall, made by a family of craftsmen in Swamimalai. The patina is rich and the ring of fire is intact. A centrepiece for any room.',
    startingPrice: 240000,
    endsInHours: 200,
    bidCount: 0,
  },
  {
    name: 'Watercolour of Old Delhi Streets',
    category: 'Art',
    description:
      'A lively watercolour of a Chandni Chowk lane at dusk, full of rickshaws and hanging signboards. Painted on cold-pressed cotton paper, 40 x 30 cm. Mounted, unframed.',
    startingPrice: 12000,
    endsInHours: 10,
    bidCount: 3,
  },
  {
    name: 'Tanjore Painting with Gold Foil',
    category: 'Art',
    description:
      'A traditional Thanjavur painting of Krishna with 22 carat gold foil and semi-precious stones. Framed in carved wood. The colours are bright and the gesso relief is undamaged.',
    startingPrice: 32000,
    endsInHours: -100,
    bidCount: 4,
  },
  {
    name: 'Abstract Acrylic Diptych',
    category: 'Art',
    description:
      'Two canvases in deep blues and ochres that read as one horizon when hung side by side. Each panel is 50 x 70 cm. Signed on the back.',
    startingPrice: 18500,
    endsInHours: 36,
    bidCount: 0,
  },
  {
    name: 'First Edition Poetry Collection',
    category: 'Books',
    description:
      'A first edition of a celebrated collection of Urdu poetry, printed in Lucknow. The binding is tight and the pages are only lightly foxed. A rare find for a collector.',
    startingPrice: 15000,
    endsInHours: -20,
    bidCount: 7,
  },
  {
    name: 'Complete Works of Premchand, 1960s Set',
    category: 'Books',
    description:
      'An eight-volume Hindi set of the novels and stories of Munshi Premchand, printed in the 1960s. Cloth bindings with gilt titles. All volumes present.',
    startingPrice: 4800,
    endsInHours: 80,
    bidCount: 1,
  },
  {
    name: 'Illustrated Atlas of India, 1935',
    category: 'Books',
    description:
      'A large-format atlas with hand-coloured maps of every province of the time. Some edge wear on the covers, maps clean. A fascinating record of the old railway lines.',
    startingPrice: 22000,
    endsInHours: 140,
    bidCount: 0,
  },
  {
    name: 'Signed Cricket Autobiography',
    category: 'Books',
    description:
      'The hardback autobiography of a legendary Indian opening batsman, signed on the title page. The dust jacket is in very good condition. Bought at the launch event.',
    startingPrice: 3200,
    endsInHours: 4,
    bidCount: 4,
  },
  {
    name: 'Sanskrit Manuscript Facsimile, Leather-Bound',
    category: 'Books',
    description:
      'A museum-quality facsimile of a palm-leaf manuscript of the Bhagavad Gita, bound in hand-tooled leather. Numbered copy 112 of 500. As new.',
    startingPrice: 9000,
    endsInHours: -300,
    bidCount: 0,
  },
  {
    name: 'Vintage Comics Bundle, 40 Issues',
    category: 'Books',
    description:
      'Forty issues of the much-loved Indian comics of the eighties and nineties. Most are complete with their covers. A perfect trip down memory lane.',
    startingPrice: 2500,
    endsInHours: 44,
    bidCount: 2,
  },
  {
    name: 'Noise-Cancelling Headphones',
    category: 'Electronics',
    description:
      'Over-ear wireless headphones with adaptive noise cancelling and 30 hours of battery. Used on a handful of flights. Carry case, cable and airline adapter included.',
    startingPrice: 14000,
    endsInHours: 18,
    bidCount: 3,
  },
  {
    name: 'Vintage Valve Radio',
    category: 'Electronics',
    description:
      'A Bakelite valve radio from the fifties with medium and short wave bands. Restored with new capacitors and a safe power cord. Warm sound and a glowing tuning dial.',
    startingPrice: 7500,
    endsInHours: -60,
    bidCount: 5,
  },
  {
    name: 'Mechanical Keyboard with Tactile Switches',
    category: 'Electronics',
    description:
      'A tenkeyless mechanical keyboard with hot-swappable tactile switches and PBT keycaps. Works wired or over Bluetooth. A joy to type on all day.',
    startingPrice: 6800,
    endsInHours: 90,
    bidCount: 0,
  },
  {
    name: 'Turntable with Moving Magnet Cartridge',
    category: 'Electronics',
    description:
      'A belt-drive turntable with a carbon tonearm and a new moving magnet cartridge. Speed is stable at 33 and 45. Dust cover without scratches.',
    startingPrice: 21000,
    endsInHours: 30,
    bidCount: 0,
    buyNowPrice: 28000,
  },
  {
    name: 'Gaming Laptop, 16-inch',
    category: 'Electronics',
    description:
      'A 16-inch gaming laptop with a 165 Hz display, 32 GB of memory and a 1 TB SSD. Thermals are excellent after a recent repaste. Eight months of warranty left.',
    startingPrice: 110000,
    endsInHours: 160,
    bidCount: 1,
    reservePrice: 110000,
  },
  {
    name: 'Portable Projector',
    category: 'Electronics',
    description:
      'A palm-sized 1080p projector with a built-in speaker and battery for two films. Throws a 100-inch picture on a plain wall. Remote and tripod included.',
    startingPrice: 18000,
    endsInHours: -2,
    bidCount: 2,
  },
  {
    name: 'Antique Brass Telescope',
    category: 'Collectibles',
    description:
      'A three-draw brass telescope of the kind ship captains carried, with a leather-wrapped barrel. The optics are clear and it extends smoothly. Comes on a rosewood stand.',
    startingPrice: 11000,
    endsInHours: 12,
    bidCount: 2,
  },
  {
    name: 'Cricket Bat Signed by a Test XI',
    category: 'Collectibles',
    description:
      'A full-size English willow bat signed by an entire Indian Test eleven during a home series. Displayed in a glass case away from sunlight, so the signatures are crisp. Letter of provenance included.',
    startingPrice: 55000,
    endsInHours: -40,
    bidCount: 6,
  },
  {
    name: 'Rare Coin Set, British India',
    category: 'Collectibles',
    description:
      'Twelve silver rupee and half-rupee coins from 1862 to 1945, each in its own capsule. Grades range from fine to extremely fine. A neat starter collection.',
    startingPrice: 27000,
    endsInHours: 75,
    bidCount: 0,
  },
  {
    name: 'Vintage Postage Stamp Album',
    category: 'Collectibles',
    description:
      'A well-kept album of more than 1,500 stamps from India and the Commonwealth, including early independence issues. Hinged neatly and sorted by country.',
    startingPrice: 8000,
    endsInHours: 110,
    bidCount: 1,
  },
  {
    name: 'Die-Cast Model Car Collection',
    category: 'Collectibles',
    description:
      'Twenty-four 1:43 die-cast models of classic Indian and European cars, each in its original box. No missing mirrors or wipers. Display shelf not included.',
    startingPrice: 5500,
    endsInHours: -150,
    bidCount: 3,
  },
  {
    name: 'Bollywood Film Posters, Set of 5',
    category: 'Collectibles',
    description:
      'Five original hand-painted style lithograph posters from seventies Hindi blockbusters. Folded as issued, colours still vivid. Each about 75 x 100 cm.',
    startingPrice: 9500,
    endsInHours: 8,
    bidCount: 0,
  },
  {
    name: 'Royal Enfield Classic 350, 2012',
    category: 'Vehicles',
    description:
      'A single-owner Classic 350 with 38,000 km on the clock and full service records. New tyres and battery this year. Registered in Bengaluru, papers clear.',
    startingPrice: 110000,
    endsInHours: 100,
    bidCount: 2,
  },
  {
    name: 'Restored Vintage Scooter',
    category: 'Vehicles',
    description:
      'A sixties two-stroke scooter restored to its original pale blue with a rebuilt engine. Starts on the second kick every time. A head-turner on Sunday rides.',
    startingPrice: 65000,
    endsInHours: -25,
    bidCount: 4,
  },
  {
    name: 'Maruti 800, 1986, Restored',
    category: 'Vehicles',
    description:
      'One of the early Maruti 800s, restored with original parts and a fresh coat of its factory white. Drives smoothly and the air conditioning works. Vintage registration applied for.',
    startingPrice: 275000,
    endsInHours: 180,
    bidCount: 0,
  },
  {
    name: 'Mountain Bicycle, 21-Speed',
    category: 'Vehicles',
    description:
      'An aluminium-frame mountain bicycle with front suspension and hydraulic disc brakes. Ridden for one season on weekend trails. Serviced and ready to ride.',
    startingPrice: 9000,
    endsInHours: 22,
    bidCount: 1,
  },
  {
    name: 'Classic Jawa Motorcycle, 1971',
    category: 'Vehicles',
    description:
      'A 250cc two-stroke classic with its unmistakable twin exhausts, restored over two years. Chrome, tank badges and seat are period correct. Runs and rides beautifully.',
    startingPrice: 320000,
    endsInHours: -80,
    bidCount: 3,
  },
  {
    name: 'Electric Scooter, 2023',
    category: 'Vehicles',
    description:
      'A 2023 electric scooter with a 100 km real-world range and a home charger. 6,000 km ridden, battery health 97 percent. Insurance valid until next March.',
    startingPrice: 58000,
    endsInHours: 48,
    bidCount: 0,
  },
];
