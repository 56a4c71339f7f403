import type { SeedProduct } from './types';

/** The seed catalogue, newest first. Prices in rupees; images from scripts/generate-images.mjs. */
export const seedProducts: SeedProduct[] = [
  {
    title: 'Fixed Low-Profile TV Wall Mount for 32"-55" TVs',
    description:
      'Slim fixed bracket that holds the TV just 2.5 cm from the wall for a clean, picture-frame look. Fits VESA 100×100 to 400×400 and supports up to 40 kg. Wall plugs, screws and a spirit level are included.',
    category: 'TV & Video Accessories',
    parentCategory: 'Wall Mounts',
    gender: null,
    regularPrice: 899,
    discountedPrice: 649,
    images: [
      '/images/products/wall-mount-fixed-black-front.svg',
      '/images/products/wall-mount-fixed-black-detail.svg',
      '/images/products/wall-mount-fixed-black-room.svg',
    ],
    attributes: [
      { key: 'tv size', value: ['32"-55"'] },
      { key: 'color', value: ['Black'] },
    ],
  },
  {
    title: 'Heavy-Duty Fixed Wall Mount for 55"-85" TVs',
    description:
      'Wide twin-rail steel bracket for large TVs up to 75 kg, with safety locks that stop the screen lifting off the hooks. Fits VESA patterns up to 800×600.',
    category: 'TV & Video Accessories',
    parentCategory: 'Wall Mounts',
    gender: null,
    regularPrice: 1799,
    images: [
      '/images/products/wall-mount-fixed-black-front.svg',
      '/images/products/wall-mount-fixed-black-room.svg',
      '/images/products/wall-mount-fixed-black-detail.svg',
    ],
    attributes: [
      { key: 'tv size', value: ['55"-85"'] },
      { key: 'color', value: ['Black'] },
    ],
  },
  {
    title: 'Tilting TV Wall Mount for 32"-65" TVs',
    description:
      'Tilts up to 15° forward to cut glare when the TV sits above eye level. Powder-coated steel, VESA 100×100 to 400×400, holds up to 45 kg.',
    category: 'TV & Video Accessories',
    parentCategory: 'Wall Mounts',
    gender: null,
    regularPrice: 1499,
    discountedPrice: 1099,
    images: [
      '/images/products/wall-mount-tilt-black-front.svg',
      '/images/products/wall-mount-tilt-black-detail.svg',
      '/images/products/wall-mount-tilt-black-room.svg',
    ],
    attributes: [
      { key: 'tv size', value: ['32"-65"'] },
      { key: 'color', value: ['Black'] },
    ],
  },
  {
    title: 'Quick-Release Tilting Wall Mount for 43"-85" TVs',
    description:
      'Pull-cord release lets you lift the TV off in seconds to reach the ports behind it. Tilt range −2° to +12°, VESA up to 600×400 and rated for 60 kg.',
    category: 'TV & Video Accessories',
    parentCategory: 'Wall Mounts',
    gender: null,
    regularPrice: 2499,
    images: [
      '/images/products/wall-mount-tilt-black-front.svg',
      '/images/products/wall-mount-tilt-black-room.svg',
      '/images/products/wall-mount-tilt-black-detail.svg',
    ],
    attributes: [
      { key: 'tv size', value: ['43"-85"'] },
      { key: 'color', value: ['Black'] },
    ],
  },
  {
    title: 'Full-Motion Swivel TV Wall Mount for 32"-55" TVs',
    description:
      'Single-arm mount that extends 40 cm from the wall, swivels 90° each way and tilts ±15°. Ideal for bedrooms and corner placement; holds up to 30 kg.',
    category: 'TV & Video Accessories',
    parentCategory: 'Wall Mounts',
    gender: null,
    regularPrice: 2799,
    discountedPrice: 1999,
    images: [
      '/images/products/wall-mount-full-motion-black-front.svg',
      '/images/products/wall-mount-full-motion-black-detail.svg',
    ],
    attributes: [
      { key: 'tv size', value: ['32"-55"'] },
      { key: 'color', value: ['Black'] },
    ],
  },
  {
    title: 'Dual-Arm Full-Motion Wall Mount for 43"-75" TVs',
    description:
      'Heavy-gauge dual arms reach 60 cm out, swivel 180° and tilt for the perfect viewing angle from any seat. Built-in cable clips and post-install levelling; rated for 50 kg.',
    category: 'TV & Video Accessories',
    parentCategory: 'Wall Mounts',
    gender: null,
    regularPrice: 5499,
    discountedPrice: 3999,
    images: [
      '/images/products/wall-mount-full-motion-black-front.svg',
      '/images/products/wall-mount-full-motion-black-detail.svg',
      '/images/products/wall-mount-full-motion-black-room.svg',
    ],
    attributes: [
      { key: 'featured', value: ['true'] },
      { key: 'tv size', value: ['43"-75"'] },
      { key: 'color', value: ['Black'] },
    ],
  },
  {
    title: 'Ceiling TV Mount with Adjustable Pole for 32"-65" TVs',
    description:
      'Telescopic drop pole adjusts from 60 to 100 cm, with 360° rotation and 25° tilt. Made for shops, clinics, restaurants and waiting rooms; holds up to 50 kg.',
    category: 'TV & Video Accessories',
    parentCategory: 'Wall Mounts',
    gender: null,
    regularPrice: 3299,
    images: [
      '/images/products/ceiling-mount-black-front.svg',
      '/images/products/ceiling-mount-black-detail.svg',
      '/images/products/ceiling-mount-black-room.svg',
    ],
    attributes: [
      { key: 'tv size', value: ['32"-65"'] },
      { key: 'color', value: ['Black'] },
    ],
  },
  {
    title: 'Ultra High Speed HDMI 2.1 Cable, 8K@60Hz, 2 m',
    description:
      'Full 48 Gbps bandwidth for 8K at 60 Hz and 4K at 120 Hz, with eARC, VRR and dynamic HDR. Nylon-braided jacket and gold-plated connectors for consoles and new TVs.',
    category: 'TV & Video Accessories',
    parentCategory: 'HDMI Cables',
    gender: null,
    regularPrice: 1299,
    discountedPrice: 899,
    images: [
      '/images/products/hdmi-braided-black-front.svg',
      '/images/products/hdmi-braided-black-detail.svg',
      '/images/products/hdmi-braided-black-room.svg',
    ],
    attributes: [
      { key: 'featured', value: ['true'] },
      { key: 'length', value: ['2 m'] },
      { key: 'color', value: ['Black'] },
    ],
  },
  {
    title: 'High Speed HDMI 2.0 Cable, 4K@60Hz, 1.5 m',
    description:
      'Everyday 18 Gbps cable for set-top boxes, streaming sticks and laptops. Supports 4K HDR, ARC and 3D, with triple-shielded copper conductors.',
    category: 'TV & Video Accessories',
    parentCategory: 'HDMI Cables',
    gender: null,
    regularPrice: 349,
    images: [
      '/images/products/hdmi-cable-black-front.svg',
      '/images/products/hdmi-cable-black-detail.svg',
      '/images/products/hdmi-cable-black-room.svg',
    ],
    attributes: [
      { key: 'length', value: ['1.5 m'] },
      { key: 'color', value: ['Black'] },
    ],
  },
  {
    title: 'High Speed HDMI 2.0 Cable, 4K@60Hz, 3 m',
    description:
      'The right length for a TV on a stand a little away from the set-top box. 4K HDR, ARC and Ethernet channel, with moulded strain relief at both ends.',
    category: 'TV & Video Accessories',
    parentCategory: 'HDMI Cables',
    gender: null,
    regularPrice: 499,
    images: [
      '/images/products/hdmi-cable-black-front.svg',
      '/images/products/hdmi-cable-black-room.svg',
      '/images/products/hdmi-cable-black-detail.svg',
    ],
    attributes: [
      { key: 'length', value: ['3 m'] },
      { key: 'color', value: ['Black'] },
    ],
  },
  {
    title: 'Braided 4K HDMI Cable with Metal Connectors, 5 m',
    description:
      'Tangle-free nylon braid and aluminium connector shells tested for over 10,000 bends. 4K at 60 Hz with HDR and ARC, long enough for most wall-mounted TVs.',
    category: 'TV & Video Accessories',
    parentCategory: 'HDMI Cables',
    gender: null,
    regularPrice: 899,
    discountedPrice: 649,
    images: [
      '/images/products/hdmi-braided-grey-front.svg',
      '/images/products/hdmi-braided-grey-detail.svg',
      '/images/products/hdmi-braided-grey-room.svg',
      '/images/products/hdmi-braided-black-front.svg',
    ],
    attributes: [
      { key: 'length', value: ['5 m'] },
      { key: 'Colours', value: ['Grey', 'Black'] },
    ],
  },
  {
    title: 'Braided HDMI 2.1 Cable, 8K, 1 m',
    description:
      'Short 48 Gbps cable for a console or soundbar sitting right next to the TV. 8K at 60 Hz, 4K at 120 Hz and eARC in a durable braided finish.',
    category: 'TV & Video Accessories',
    parentCategory: 'HDMI Cables',
    gender: null,
    regularPrice: 699,
    images: [
      '/images/products/hdmi-braided-grey-front.svg',
      '/images/products/hdmi-braided-grey-detail.svg',
    ],
    attributes: [
      { key: 'length', value: ['1 m'] },
      { key: 'color', value: ['Grey'] },
    ],
  },
  {
    title: 'Fibre Optic HDMI 2.1 Cable, 8K, 10 m',
    description:
      'Active optical cable that carries the full 48 Gbps signal over 10 metres with no loss. Thin and flexible for in-wall runs to projectors and wall-mounted TVs; connect the marked end to the source.',
    category: 'TV & Video Accessories',
    parentCategory: 'HDMI Cables',
    gender: null,
    regularPrice: 3999,
    discountedPrice: 2999,
    images: [
      '/images/products/hdmi-fibre-black-front.svg',
      '/images/products/hdmi-fibre-black-detail.svg',
      '/images/products/hdmi-fibre-black-room.svg',
    ],
    attributes: [
      { key: 'featured', value: ['true'] },
      { key: 'length', value: ['10 m'] },
      { key: 'color', value: ['Black'] },
    ],
  },
  {
    title: 'Fibre Optic HDMI Cable, 4K, 15 m',
    description:
      'Ultra-thin optical HDMI cable for long 4K@60Hz runs in home theatres and conference rooms. Powered from the source, so no external adapter is needed.',
    category: 'TV & Video Accessories',
    parentCategory: 'HDMI Cables',
    gender: null,
    regularPrice: 4999,
    images: [
      '/images/products/hdmi-fibre-white-front.svg',
      '/images/products/hdmi-fibre-white-detail.svg',
      '/images/products/hdmi-fibre-white-room.svg',
    ],
    attributes: [
      { key: 'length', value: ['15 m'] },
      { key: 'color', value: ['White'] },
    ],
  },
  {
    title: 'Universal Remote for LCD and LED TVs',
    description:
      'Works with most LCD, LED and smart TV brands sold in India after a quick code search. Large, clearly marked buttons; runs on 2 AAA batteries (not included).',
    category: 'TV & Video Accessories',
    parentCategory: 'Remote Controls',
    gender: null,
    regularPrice: 349,
    discountedPrice: 249,
    images: [
      '/images/products/remote-black-front.svg',
      '/images/products/remote-black-detail.svg',
      '/images/products/remote-black-room.svg',
    ],
    attributes: [{ key: 'color', value: ['Black'] }],
  },
  {
    title: 'Replacement Voice Remote for Smart LED TVs',
    description:
      'Compatible replacement for popular smart TV models, with voice search and one-touch keys for OTT apps. Pairs over Bluetooth in seconds; please check your TV model before ordering.',
    category: 'TV & Video Accessories',
    parentCategory: 'Remote Controls',
    gender: null,
    regularPrice: 899,
    images: [
      '/images/products/remote-black-detail.svg',
      '/images/products/remote-black-front.svg',
      '/images/products/remote-black-room.svg',
    ],
    attributes: [{ key: 'color', value: ['Black'] }],
  },
  {
    title: 'Replacement Remote for DTH Set-Top Boxes',
    description:
      'Ready-to-use replacement remote for the common DTH set-top boxes, with guide, recharge and favourite-channel keys. No pairing or programming needed.',
    category: 'TV & Video Accessories',
    parentCategory: 'Remote Controls',
    gender: null,
    regularPrice: 299,
    images: [
      '/images/products/remote-grey-front.svg',
      '/images/products/remote-grey-detail.svg',
      '/images/products/remote-grey-room.svg',
    ],
    attributes: [{ key: 'color', value: ['Grey'] }],
  },
  {
    title: 'Motion Pointer Remote for Smart TVs',
    description:
      'Replacement pointer remote with an on-screen cursor, scroll wheel and voice key for compatible smart TVs. Point, click and scroll through apps as you would with a mouse.',
    category: 'TV & Video Accessories',
    parentCategory: 'Remote Controls',
    gender: null,
    regularPrice: 1299,
    images: [
      '/images/products/air-mouse-remote-white-front.svg',
      '/images/products/air-mouse-remote-white-detail.svg',
      '/images/products/air-mouse-remote-white-room.svg',
    ],
    attributes: [{ key: 'color', value: ['White'] }],
  },
  {
    title: 'Air Mouse Remote with Voice Control',
    description:
      '2.4 GHz gyroscope air mouse with voice input and a plug-and-play USB receiver. Point-and-click control for Android TV boxes, projectors, PCs and smart TVs.',
    category: 'TV & Video Accessories',
    parentCategory: 'Remote Controls',
    gender: null,
    regularPrice: 999,
    discountedPrice: 749,
    images: [
      '/images/products/air-mouse-remote-black-front.svg',
      '/images/products/air-mouse-remote-black-detail.svg',
      '/images/products/air-mouse-remote-black-room.svg',
      '/images/products/air-mouse-remote-white-front.svg',
    ],
    attributes: [
      { key: 'featured', value: ['true'] },
      { key: 'color', value: ['Black', 'White'] },
    ],
  },
  {
    title: 'Backlit Air Mouse Remote with Mini Keyboard',
    description:
      'Backlit QWERTY keyboard on the back for quick searches and logins, with air mouse and IR learning keys on the front. The rechargeable battery lasts up to three weeks.',
    category: 'TV & Video Accessories',
    parentCategory: 'Remote Controls',
    gender: null,
    regularPrice: 1499,
    images: [
      '/images/products/air-mouse-remote-black-detail.svg',
      '/images/products/air-mouse-remote-black-front.svg',
      '/images/products/air-mouse-remote-black-room.svg',
    ],
    attributes: [{ key: 'color', value: ['Black'] }],
  },
  {
    title: 'StreamVue 4K Ultra HD Streaming Stick with Voice Remote',
    description:
      'Turns any HDMI TV into a smart TV with 4K HDR, Wi-Fi 6 and all the major Indian OTT apps. The voice remote also controls TV power and volume.',
    category: 'TV & Video Accessories',
    parentCategory: 'Streaming Devices',
    gender: null,
    regularPrice: 4999,
    discountedPrice: 3499,
    images: [
      '/images/products/streaming-stick-black-front.svg',
      '/images/products/streaming-stick-black-detail.svg',
      '/images/products/streaming-stick-black-room.svg',
    ],
    attributes: [
      { key: 'featured', value: ['true'] },
      { key: 'color', value: ['Black'] },
    ],
  },
  {
    title: 'StreamVue HD Streaming Stick Lite',
    description:
      'Full HD streaming stick with a quad-core processor and dual-band Wi-Fi. Draws power from the TV’s USB port, so no extra socket is needed.',
    category: 'TV & Video Accessories',
    parentCategory: 'Streaming Devices',
    gender: null,
    regularPrice: 2999,
    images: [
      '/images/products/streaming-stick-black-front.svg',
      '/images/products/streaming-stick-black-room.svg',
    ],
    attributes: [{ key: 'color', value: ['Black'] }],
  },
  {
    title: 'StreamVue 4K Max Streaming Stick, Wi-Fi 6E',
    description:
      'Our fastest stick, with 16 GB of storage, Wi-Fi 6E and an ambient photo mode. Supports HDR10+ and HLG with surround-sound passthrough.',
    category: 'TV & Video Accessories',
    parentCategory: 'Streaming Devices',
    gender: null,
    regularPrice: 6499,
    images: [
      '/images/products/streaming-stick-black-detail.svg',
      '/images/products/streaming-stick-black-front.svg',
      '/images/products/streaming-stick-black-room.svg',
    ],
    attributes: [{ key: 'color', value: ['Black'] }],
  },
  {
    title: 'Nimbus X4 Android TV Box, 4 GB RAM, 64 GB',
    description:
      'Quad-core Android TV box with 4K HDR output, gigabit Ethernet, dual-band Wi-Fi and two USB 3.0 ports for drives and keyboards. Comes with a Bluetooth voice remote.',
    category: 'TV & Video Accessories',
    parentCategory: 'Streaming Devices',
    gender: null,
    regularPrice: 5999,
    discountedPrice: 4499,
    images: [
      '/images/products/streaming-box-black-front.svg',
      '/images/products/streaming-box-black-detail.svg',
      '/images/products/streaming-box-black-room.svg',
    ],
    attributes: [
      { key: 'featured', value: ['true'] },
      { key: 'color', value: ['Black'] },
    ],
  },
  {
    title: 'Nimbus X2 Android TV Box, 2 GB RAM, 16 GB',
    description:
      'A budget-friendly way to bring apps and streaming to an older TV. HDMI and AV outputs, Wi-Fi and an IR remote in the box.',
    category: 'TV & Video Accessories',
    parentCategory: 'Streaming Devices',
    gender: null,
    regularPrice: 2999,
    images: [
      '/images/products/streaming-box-black-front.svg',
      '/images/products/streaming-box-black-room.svg',
    ],
    attributes: [{ key: 'color', value: ['Black'] }],
  },
  {
    title: 'Nimbus Pro 8K Media Box, 4 GB RAM, 128 GB',
    description:
      'Plays 4K and 8K files from USB drives and home servers, with HDR10+, gigabit LAN and Wi-Fi 6. A premium media player for home theatres and large screens.',
    category: 'TV & Video Accessories',
    parentCategory: 'Streaming Devices',
    gender: null,
    regularPrice: 9999,
    images: [
      '/images/products/streaming-box-black-detail.svg',
      '/images/products/streaming-box-black-front.svg',
      '/images/products/streaming-box-black-room.svg',
    ],
    attributes: [{ key: 'color', value: ['Black'] }],
  },
  {
    title: 'Engineered Wood TV Unit for TVs up to 55", Walnut',
    description:
      '150 cm low-height unit with two cabinets and an open centre bay for a set-top box and soundbar. Scratch-resistant laminate, rear cable cut-outs and easy DIY assembly.',
    category: 'TV & Video Accessories',
    parentCategory: 'Entertainment Units',
    gender: null,
    regularPrice: 6999,
    discountedPrice: 4999,
    images: [
      '/images/products/tv-unit-walnut-front.svg',
      '/images/products/tv-unit-walnut-detail.svg',
      '/images/products/tv-unit-walnut-room.svg',
    ],
    attributes: [
      { key: 'featured', value: ['true'] },
      { key: 'color', value: ['Walnut'] },
    ],
  },
  {
    title: 'Engineered Wood TV Unit with Cabinets, Wenge',
    description:
      '180 cm unit with soft-close doors, a centre shelf and a rich wenge finish. Fits TVs up to 65" and takes up to 60 kg on the top.',
    category: 'TV & Video Accessories',
    parentCategory: 'Entertainment Units',
    gender: null,
    regularPrice: 8999,
    images: [
      '/images/products/tv-unit-wenge-front.svg',
      '/images/products/tv-unit-wenge-detail.svg',
      '/images/products/tv-unit-wenge-room.svg',
    ],
    attributes: [{ key: 'color', value: ['Wenge'] }],
  },
  {
    title: 'High-Gloss TV Unit for Living Rooms, White',
    description:
      'Glossy white unit with soft-close cabinets and frosted shelves, 160 cm wide. A bright, modern base for TVs up to 65".',
    category: 'TV & Video Accessories',
    parentCategory: 'Entertainment Units',
    gender: null,
    regularPrice: 11999,
    images: [
      '/images/products/tv-unit-white-front.svg',
      '/images/products/tv-unit-white-detail.svg',
      '/images/products/tv-unit-white-room.svg',
    ],
    attributes: [{ key: 'color', value: ['White'] }],
  },
  {
    title: 'Wall-Mounted Floating TV Unit with Shelf',
    description:
      '120 cm floating console with two flap-down cabinets, an open bay and a matching wall shelf. Keeps the floor clear and hides cables behind the panel.',
    category: 'TV & Video Accessories',
    parentCategory: 'Entertainment Units',
    gender: null,
    regularPrice: 3499,
    discountedPrice: 2699,
    images: [
      '/images/products/floating-tv-unit-walnut-front.svg',
      '/images/products/floating-tv-unit-walnut-detail.svg',
      '/images/products/floating-tv-unit-walnut-room.svg',
      '/images/products/floating-tv-unit-wenge-front.svg',
    ],
    attributes: [{ key: 'color', value: ['Walnut', 'Wenge'] }],
  },
  {
    title: 'Compact Floating TV Unit, Frosty White',
    description:
      'Wall-hung unit in frosty white, sized for a wall-mounted TV in a bedroom or small living room. Holds up to 25 kg.',
    category: 'TV & Video Accessories',
    parentCategory: 'Entertainment Units',
    gender: null,
    regularPrice: 2999,
    images: [
      '/images/products/floating-tv-unit-white-front.svg',
      '/images/products/floating-tv-unit-white-detail.svg',
      '/images/products/floating-tv-unit-white-room.svg',
    ],
    attributes: [{ key: 'color', value: ['White'] }],
  },
  {
    title: 'Floating TV Entertainment Unit with Open Storage, Wenge',
    description:
      '140 cm floating unit with closed cabinets for remotes and chargers and an open bay for a router or streaming box.',
    category: 'TV & Video Accessories',
    parentCategory: 'Entertainment Units',
    gender: null,
    regularPrice: 4299,
    images: [
      '/images/products/floating-tv-unit-wenge-front.svg',
      '/images/products/floating-tv-unit-wenge-detail.svg',
      '/images/products/floating-tv-unit-wenge-room.svg',
    ],
    attributes: [{ key: 'color', value: ['Wenge'] }],
  },
  {
    title: 'Slim Fit Cotton Formal Shirt, White',
    description:
      'Crisp, wrinkle-resistant cotton-rich shirt with a spread collar and a chest pocket. Made for long office days and easy ironing.',
    category: 'Men',
    parentCategory: 'Shirts',
    gender: 'Men',
    regularPrice: 1299,
    discountedPrice: 899,
    images: [
      '/images/products/shirt-white-front.svg',
      '/images/products/shirt-white-detail.svg',
      '/images/products/shirt-white-room.svg',
    ],
    attributes: [
      { key: 'size', value: ['S', 'M', 'L', 'XL', 'XXL'] },
      { key: 'color', value: ['White'] },
    ],
  },
  {
    title: 'Linen Blend Casual Shirt',
    description:
      'Breathable linen-cotton shirt in a relaxed fit, made for Indian summers. Wear it buttoned up to work or open over a tee at the weekend.',
    category: 'Men',
    parentCategory: 'Shirts',
    gender: 'Men',
    regularPrice: 1799,
    discountedPrice: 1349,
    images: [
      '/images/products/shirt-lightblue-front.svg',
      '/images/products/shirt-lightblue-detail.svg',
      '/images/products/shirt-lightblue-room.svg',
      '/images/products/shirt-olive-front.svg',
    ],
    attributes: [
      { key: 'featured', value: ['true'] },
      { key: 'size', value: ['S', 'M', 'L', 'XL', 'XXL'] },
      { key: 'color', value: ['Light Blue', 'Olive', 'White'] },
    ],
  },
  {
    title: 'Oxford Button-Down Shirt',
    description:
      'Soft Oxford-weave cotton with a button-down collar and a regular fit. Pairs easily with chinos or jeans.',
    category: 'Men',
    parentCategory: 'Shirts',
    gender: 'Men',
    regularPrice: 1499,
    images: [
      '/images/products/shirt-navy-front.svg',
      '/images/products/shirt-navy-detail.svg',
      '/images/products/shirt-navy-room.svg',
      '/images/products/shirt-pink-front.svg',
    ],
    attributes: [
      { key: 'size', value: ['S', 'M', 'L', 'XL', 'XXL'] },
      { key: 'Colours', value: ['Navy', 'Light Blue', 'Pink'] },
    ],
  },
  {
    title: 'Mandarin Collar Casual Shirt',
    description:
      'Band-collar cotton shirt with a curved hem that looks sharp tucked in or left out.',
    category: 'Men',
    parentCategory: 'Shirts',
    gender: 'Men',
    regularPrice: 1199,
    images: [
      '/images/products/shirt-maroon-front.svg',
      '/images/products/shirt-maroon-detail.svg',
      '/images/products/shirt-maroon-room.svg',
      '/images/products/shirt-black-front.svg',
    ],
    attributes: [
      { key: 'Sizes', value: ['S', 'M', 'L', 'XL'] },
      { key: 'color', value: ['Maroon', 'Black'] },
    ],
  },
  {
    title: 'Round Neck Cotton T-Shirt',
    description:
      '180 GSM combed cotton tee with a tagless neck and a regular fit. Pre-shrunk and colour-fast through many washes.',
    category: 'Men',
    parentCategory: 'T-Shirts',
    gender: 'Men',
    regularPrice: 499,
    discountedPrice: 349,
    images: [
      '/images/products/tshirt-black-front.svg',
      '/images/products/tshirt-black-room.svg',
      '/images/products/tshirt-white-front.svg',
      '/images/products/tshirt-navy-front.svg',
    ],
    attributes: [
      { key: 'size', value: ['S', 'M', 'L', 'XL', 'XXL'] },
      { key: 'color', value: ['Black', 'White', 'Navy', 'Grey'] },
    ],
  },
  {
    title: 'Pique Polo T-Shirt',
    description:
      'Classic polo in breathable cotton pique with a two-button placket and a ribbed collar.',
    category: 'Men',
    parentCategory: 'T-Shirts',
    gender: 'Men',
    regularPrice: 899,
    images: [
      '/images/products/polo-navy-front.svg',
      '/images/products/polo-navy-detail.svg',
      '/images/products/polo-maroon-front.svg',
      '/images/products/polo-white-front.svg',
    ],
    attributes: [
      { key: 'size', value: ['S', 'M', 'L', 'XL', 'XXL'] },
      { key: 'color', value: ['Navy', 'Maroon', 'White'] },
    ],
  },
  {
    title: 'Oversized Drop-Shoulder T-Shirt, Olive',
    description:
      'Heavyweight 220 GSM cotton in a relaxed oversized fit with dropped shoulders. Looks best with cargos or relaxed jeans.',
    category: 'Men',
    parentCategory: 'T-Shirts',
    gender: 'Men',
    regularPrice: 699,
    images: [
      '/images/products/tshirt-olive-front.svg',
      '/images/products/tshirt-olive-detail.svg',
      '/images/products/tshirt-olive-room.svg',
    ],
    attributes: [
      { key: 'size', value: ['S', 'M', 'L', 'XL'] },
      { key: 'color', value: ['Olive'] },
    ],
  },
  {
    title: 'Dry-Fit Training T-Shirt',
    description:
      'Quick-dry polyester tee for gym sessions and morning runs. Wicks away sweat and stays light on the skin.',
    category: 'Men',
    parentCategory: 'T-Shirts',
    gender: 'Men',
    regularPrice: 599,
    images: [
      '/images/products/tshirt-blue-front.svg',
      '/images/products/tshirt-blue-detail.svg',
      '/images/products/tshirt-blue-room.svg',
      '/images/products/tshirt-grey-front.svg',
    ],
    attributes: [
      { key: 'size', value: ['S', 'M', 'L', 'XL', 'XXL'] },
      { key: 'colors', value: ['Blue', 'Grey'] },
    ],
  },
  {
    title: 'Cotton Straight Kurta',
    description:
      'Pure cotton straight-cut kurta with a mandarin collar and side slits. Light and breathable for daily wear and pujas.',
    category: 'Men',
    parentCategory: 'Kurtas',
    gender: 'Men',
    regularPrice: 1299,
    images: [
      '/images/products/kurta-white-front.svg',
      '/images/products/kurta-white-detail.svg',
      '/images/products/kurta-white-room.svg',
      '/images/products/kurta-cream-front.svg',
    ],
    attributes: [
      { key: 'size', value: ['S', 'M', 'L', 'XL', 'XXL'] },
      { key: 'color', value: ['White', 'Cream'] },
    ],
  },
  {
    title: 'Festive Silk Blend Kurta',
    description:
      'Rich silk-blend kurta with gold-tone buttons and a subtle woven texture, made for weddings, Diwali and sangeet nights.',
    category: 'Men',
    parentCategory: 'Kurtas',
    gender: 'Men',
    regularPrice: 2499,
    discountedPrice: 1799,
    images: [
      '/images/products/kurta-mustard-front.svg',
      '/images/products/kurta-mustard-detail.svg',
      '/images/products/kurta-maroon-front.svg',
      '/images/products/kurta-navy-front.svg',
    ],
    attributes: [
      { key: 'featured', value: ['true'] },
      { key: 'size', value: ['S', 'M', 'L', 'XL', 'XXL'] },
      { key: 'color', value: ['Mustard', 'Maroon', 'Navy'] },
    ],
  },
  {
    title: 'Linen Blend Mandarin Kurta, Teal',
    description:
      'Relaxed linen-blend kurta with a short mandarin collar and a concealed placket. Looks great with white pyjamas or denims.',
    category: 'Men',
    parentCategory: 'Kurtas',
    gender: 'Men',
    regularPrice: 1599,
    images: [
      '/images/products/kurta-teal-front.svg',
      '/images/products/kurta-teal-detail.svg',
      '/images/products/kurta-teal-room.svg',
    ],
    attributes: [
      { key: 'size', value: ['M', 'L', 'XL', 'XXL'] },
      { key: 'color', value: ['Teal'] },
    ],
  },
  {
    title: 'Slim Fit Stretch Jeans',
    description:
      'Mid-rise slim jeans in stretch denim that moves with you. Classic five-pocket styling with a zip fly.',
    category: 'Men',
    parentCategory: 'Jeans',
    gender: 'Men',
    regularPrice: 1799,
    discountedPrice: 1299,
    images: [
      '/images/products/jeans-indigo-front.svg',
      '/images/products/jeans-indigo-detail.svg',
      '/images/products/jeans-indigo-room.svg',
      '/images/products/jeans-black-front.svg',
    ],
    attributes: [
      { key: 'size', value: ['28', '30', '32', '34', '36'] },
      { key: 'color', value: ['Indigo', 'Black'] },
    ],
  },
  {
    title: 'Regular Fit Light Wash Jeans',
    description:
      'Straight-leg jeans in a light stone wash, cut from comfortable cotton denim with a hint of stretch.',
    category: 'Men',
    parentCategory: 'Jeans',
    gender: 'Men',
    regularPrice: 1499,
    images: [
      '/images/products/jeans-lightdenim-front.svg',
      '/images/products/jeans-lightdenim-detail.svg',
      '/images/products/jeans-lightdenim-room.svg',
    ],
    attributes: [
      { key: 'size', value: ['30', '32', '34', '36', '38'] },
      { key: 'color', value: ['Light Blue'] },
    ],
  },
  {
    title: 'Tapered Fit Jeans, Charcoal',
    description:
      'Tapered leg with a slightly relaxed seat, in a washed charcoal denim that goes with everything.',
    category: 'Men',
    parentCategory: 'Jeans',
    gender: 'Men',
    regularPrice: 1999,
    images: [
      '/images/products/jeans-charcoal-front.svg',
      '/images/products/jeans-charcoal-detail.svg',
      '/images/products/jeans-charcoal-room.svg',
    ],
    attributes: [
      { key: 'size', value: ['30', '32', '34', '36'] },
      { key: 'color', value: ['Charcoal'] },
    ],
  },
  {
    title: 'Everyday Lace-Up Sneakers',
    description:
      'Clean low-top sneakers with a cushioned insole and a grippy rubber sole. Wear them with jeans, chinos or even a kurta.',
    category: 'Men',
    parentCategory: 'Footwear',
    gender: 'Men',
    regularPrice: 1999,
    discountedPrice: 1499,
    images: [
      '/images/products/sneaker-white-front.svg',
      '/images/products/sneaker-white-detail.svg',
      '/images/products/sneaker-white-room.svg',
      '/images/products/sneaker-navy-front.svg',
    ],
    attributes: [
      { key: 'size', value: ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10'] },
      { key: 'color', value: ['White', 'Navy'] },
    ],
  },
  {
    title: 'Genuine Leather Derby Shoes, Brown',
    description:
      'Hand-finished leather derbies with a padded collar and a slip-resistant sole, for office days and occasions.',
    category: 'Men',
    parentCategory: 'Footwear',
    gender: 'Men',
    regularPrice: 2499,
    images: [
      '/images/products/formal-shoe-brown-front.svg',
      '/images/products/formal-shoe-brown-detail.svg',
      '/images/products/formal-shoe-brown-room.svg',
    ],
    attributes: [
      { key: 'size', value: ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10'] },
      { key: 'color', value: ['Brown'] },
    ],
  },
  {
    title: 'Classic Oxford Formal Shoes, Black',
    description:
      'Polished black Oxfords with a sleek toe, leather lining and a cushioned footbed that keeps you comfortable all day.',
    category: 'Men',
    parentCategory: 'Footwear',
    gender: 'Men',
    regularPrice: 2799,
    images: [
      '/images/products/formal-shoe-black-front.svg',
      '/images/products/formal-shoe-black-detail.svg',
      '/images/products/formal-shoe-black-room.svg',
    ],
    attributes: [
      { key: 'size', value: ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10'] },
      { key: 'color', value: ['Black'] },
    ],
  },
  {
    title: 'Printed Rayon A-Line Kurti',
    description:
      'Flowy A-line kurti in soft rayon with an all-over block print and three-quarter sleeves. Pair it with leggings or palazzos.',
    category: 'Women',
    parentCategory: 'Kurtis',
    gender: 'Women',
    regularPrice: 899,
    discountedPrice: 599,
    images: [
      '/images/products/kurti-pink-front.svg',
      '/images/products/kurti-pink-detail.svg',
      '/images/products/kurti-pink-room.svg',
      '/images/products/kurti-teal-front.svg',
    ],
    attributes: [
      { key: 'featured', value: ['true'] },
      { key: 'size', value: ['S', 'M', 'L', 'XL', 'XXL'] },
      { key: 'color', value: ['Pink', 'Teal'] },
    ],
  },
  {
    title: 'Cotton Block Print Straight Kurti, Mustard',
    description:
      'Hand block-printed cotton kurti with a V-neck and side slits. Breathable through long summer days.',
    category: 'Women',
    parentCategory: 'Kurtis',
    gender: 'Women',
    regularPrice: 1099,
    images: [
      '/images/products/kurti-mustard-front.svg',
      '/images/products/kurti-mustard-detail.svg',
      '/images/products/kurti-mustard-room.svg',
    ],
    attributes: [
      { key: 'size', value: ['S', 'M', 'L', 'XL', 'XXL'] },
      { key: 'color', value: ['Mustard'] },
    ],
  },
  {
    title: 'Embroidered Georgette Kurti',
    description:
      'Lined georgette kurti with thread embroidery at the neckline and hem, festive enough for a family function.',
    category: 'Women',
    parentCategory: 'Kurtis',
    gender: 'Women',
    regularPrice: 1499,
    discountedPrice: 1199,
    images: [
      '/images/products/kurti-maroon-front.svg',
      '/images/products/kurti-maroon-detail.svg',
      '/images/products/kurti-maroon-room.svg',
      '/images/products/kurti-blue-front.svg',
    ],
    attributes: [
      { key: 'size', value: ['S', 'M', 'L', 'XL', 'XXL'] },
      { key: 'colors', value: ['Maroon', 'Blue'] },
    ],
  },
  {
    title: 'Chikankari Cotton Kurti, White',
    description: 'Lucknowi chikankari hand embroidery on breezy cotton. A timeless summer classic.',
    category: 'Women',
    parentCategory: 'Kurtis',
    gender: 'Women',
    regularPrice: 1299,
    images: [
      '/images/products/kurti-white-front.svg',
      '/images/products/kurti-white-detail.svg',
      '/images/products/kurti-white-room.svg',
    ],
    attributes: [
      { key: 'size', value: ['S', 'M', 'L', 'XL'] },
      { key: 'color', value: ['White'] },
    ],
  },
  {
    title: 'Banarasi Art Silk Saree with Zari Border, Red',
    description:
      'Woven Banarasi art silk saree with a rich zari border, buttis and a grand pallu. 5.5 m saree with a 0.8 m unstitched blouse piece.',
    category: 'Women',
    parentCategory: 'Sarees',
    gender: 'Women',
    regularPrice: 4999,
    discountedPrice: 3799,
    images: [
      '/images/products/saree-red-front.svg',
      '/images/products/saree-red-detail.svg',
      '/images/products/saree-red-room.svg',
    ],
    attributes: [
      { key: 'featured', value: ['true'] },
      { key: 'size', value: ['One Size'] },
      { key: 'color', value: ['Red'] },
    ],
  },
  {
    title: 'Kanjeevaram Style Art Silk Saree, Green',
    description:
      'Kanjeevaram-inspired art silk with a contrast border and zari buttis, perfect for weddings and pujas. Blouse piece included.',
    category: 'Women',
    parentCategory: 'Sarees',
    gender: 'Women',
    regularPrice: 3499,
    images: [
      '/images/products/saree-green-front.svg',
      '/images/products/saree-green-detail.svg',
      '/images/products/saree-green-room.svg',
    ],
    attributes: [
      { key: 'size', value: ['One Size'] },
      { key: 'color', value: ['Green'] },
    ],
  },
  {
    title: 'Cotton Handloom Saree, Blue',
    description:
      'Light handloom cotton saree with a woven border and a soft, easy drape for daily wear.',
    category: 'Women',
    parentCategory: 'Sarees',
    gender: 'Women',
    regularPrice: 1799,
    discountedPrice: 1399,
    images: [
      '/images/products/saree-blue-front.svg',
      '/images/products/saree-blue-detail.svg',
      '/images/products/saree-blue-room.svg',
    ],
    attributes: [
      { key: 'size', value: ['One Size'] },
      { key: 'color', value: ['Blue'] },
    ],
  },
  {
    title: 'Printed Georgette Saree',
    description:
      'Lightweight georgette saree with delicate buttis and a lace border. Easy to drape, pack and carry.',
    category: 'Women',
    parentCategory: 'Sarees',
    gender: 'Women',
    regularPrice: 1299,
    images: [
      '/images/products/saree-pink-front.svg',
      '/images/products/saree-pink-detail.svg',
      '/images/products/saree-pink-room.svg',
      '/images/products/saree-purple-front.svg',
    ],
    attributes: [
      { key: 'size', value: ['One Size'] },
      { key: 'color', value: ['Pink', 'Purple'] },
    ],
  },
  {
    title: 'Flutter Sleeve Peplum Top',
    description:
      'Georgette peplum top with flutter sleeves and a bow at the neckline. Dresses up jeans for brunch or college.',
    category: 'Women',
    parentCategory: 'Tops',
    gender: 'Women',
    regularPrice: 799,
    discountedPrice: 549,
    images: [
      '/images/products/top-peach-front.svg',
      '/images/products/top-peach-detail.svg',
      '/images/products/top-peach-room.svg',
      '/images/products/top-lavender-front.svg',
    ],
    attributes: [
      { key: 'size', value: ['S', 'M', 'L', 'XL', 'XXL'] },
      { key: 'color', value: ['Peach', 'Lavender'] },
    ],
  },
  {
    title: 'Everyday Cotton Modal Top',
    description:
      'Soft cotton-modal top with a flattering fit, in two essential shades. A wardrobe staple.',
    category: 'Women',
    parentCategory: 'Tops',
    gender: 'Women',
    regularPrice: 599,
    images: [
      '/images/products/top-black-front.svg',
      '/images/products/top-black-detail.svg',
      '/images/products/top-black-room.svg',
      '/images/products/top-white-front.svg',
    ],
    attributes: [
      { key: 'size', value: ['S', 'M', 'L', 'XL', 'XXL'] },
      { key: 'Colours', value: ['Black', 'White'] },
    ],
  },
  {
    title: 'Rayon Peplum Top, Mustard',
    description: 'Breezy rayon top with a gathered peplum waist and short flutter sleeves.',
    category: 'Women',
    parentCategory: 'Tops',
    gender: 'Women',
    regularPrice: 899,
    images: [
      '/images/products/top-mustard-front.svg',
      '/images/products/top-mustard-detail.svg',
      '/images/products/top-mustard-room.svg',
    ],
    attributes: [
      { key: 'size', value: ['S', 'M', 'L', 'XL'] },
      { key: 'color', value: ['Mustard'] },
    ],
  },
  {
    title: 'Satin Bow Top',
    description: 'Fluid satin top with a soft bow detail at the neck, made for evenings out.',
    category: 'Women',
    parentCategory: 'Tops',
    gender: 'Women',
    regularPrice: 1099,
    images: [
      '/images/products/top-maroon-front.svg',
      '/images/products/top-maroon-detail.svg',
      '/images/products/top-maroon-room.svg',
      '/images/products/top-navy-front.svg',
    ],
    attributes: [
      { key: 'Sizes', value: ['XS', 'S', 'M', 'L'] },
      { key: 'color', value: ['Maroon', 'Navy'] },
    ],
  },
  {
    title: 'Phulkari Embroidered Dupatta, Pink',
    description:
      'Vibrant Punjabi phulkari embroidery on soft chiffon, 2.25 m long. Adds instant colour to a plain kurta.',
    category: 'Women',
    parentCategory: 'Dupattas',
    gender: 'Women',
    regularPrice: 1199,
    discountedPrice: 899,
    images: [
      '/images/products/dupatta-pink-front.svg',
      '/images/products/dupatta-pink-detail.svg',
      '/images/products/dupatta-pink-room.svg',
    ],
    attributes: [
      { key: 'size', value: ['One Size'] },
      { key: 'color', value: ['Pink'] },
    ],
  },
  {
    title: 'Chiffon Dupatta with Lace Border, Mustard',
    description: 'Light chiffon dupatta finished with a scalloped lace border and tassels.',
    category: 'Women',
    parentCategory: 'Dupattas',
    gender: 'Women',
    regularPrice: 499,
    images: [
      '/images/products/dupatta-mustard-front.svg',
      '/images/products/dupatta-mustard-detail.svg',
      '/images/products/dupatta-mustard-room.svg',
    ],
    attributes: [
      { key: 'size', value: ['One Size'] },
      { key: 'color', value: ['Mustard'] },
    ],
  },
  {
    title: 'Banarasi Silk Dupatta',
    description:
      'Art silk dupatta woven with zari buttis and a rich border, to pair with a festive suit or lehenga.',
    category: 'Women',
    parentCategory: 'Dupattas',
    gender: 'Women',
    regularPrice: 1499,
    images: [
      '/images/products/dupatta-red-front.svg',
      '/images/products/dupatta-red-detail.svg',
      '/images/products/dupatta-red-room.svg',
      '/images/products/dupatta-green-front.svg',
    ],
    attributes: [
      { key: 'size', value: ['One Size'] },
      { key: 'color', value: ['Red', 'Green'] },
    ],
  },
  {
    title: 'Analog Watch with Leather Strap, Brown',
    description:
      'Minimal 42 mm steel case with a clean white dial, quartz movement and a genuine leather strap. Water resistant to 30 m.',
    category: 'Accessories',
    parentCategory: 'Watches',
    gender: 'Men',
    regularPrice: 2499,
    discountedPrice: 1799,
    images: [
      '/images/products/watch-brown-front.svg',
      '/images/products/watch-brown-detail.svg',
      '/images/products/watch-brown-room.svg',
    ],
    attributes: [{ key: 'color', value: ['Brown'] }],
  },
  {
    title: 'Minimalist Black Dial Watch',
    description:
      'Matte black case and dial on a soft silicone strap, light enough to wear all day.',
    category: 'Accessories',
    parentCategory: 'Watches',
    gender: 'Unisex',
    regularPrice: 1999,
    images: [
      '/images/products/watch-black-front.svg',
      '/images/products/watch-black-detail.svg',
      '/images/products/watch-black-room.svg',
    ],
    attributes: [{ key: 'color', value: ['Black'] }],
  },
  {
    title: 'Rose Gold Analog Watch',
    description:
      'Slim 34 mm case in a rose gold-tone finish with a matching strap and an easy buckle. A graceful everyday watch.',
    category: 'Accessories',
    parentCategory: 'Watches',
    gender: 'Women',
    regularPrice: 2999,
    discountedPrice: 2299,
    images: [
      '/images/products/watch-rosegold-front.svg',
      '/images/products/watch-rosegold-detail.svg',
      '/images/products/watch-rosegold-room.svg',
    ],
    attributes: [{ key: 'color', value: ['Rose Gold'] }],
  },
  {
    title: 'Genuine Leather Bi-Fold Wallet, Brown',
    description:
      'Full-grain leather wallet with eight card slots, two note compartments and a coin pocket.',
    category: 'Accessories',
    parentCategory: 'Wallets',
    gender: 'Men',
    regularPrice: 899,
    images: [
      '/images/products/wallet-brown-front.svg',
      '/images/products/wallet-brown-detail.svg',
      '/images/products/wallet-brown-room.svg',
    ],
    attributes: [{ key: 'color', value: ['Brown'] }],
  },
  {
    title: 'RFID-Blocking Slim Wallet, Black',
    description:
      'Slim leather wallet with RFID shielding that protects contactless cards. Fits easily in a front pocket.',
    category: 'Accessories',
    parentCategory: 'Wallets',
    gender: 'Unisex',
    regularPrice: 599,
    images: [
      '/images/products/wallet-black-front.svg',
      '/images/products/wallet-black-detail.svg',
      '/images/products/wallet-black-room.svg',
    ],
    attributes: [{ key: 'color', value: ['Black'] }],
  },
  {
    title: 'Laptop Backpack 30 L, Water-Resistant',
    description:
      'Padded sleeve for laptops up to 15.6", a USB charging port and an anti-theft back pocket. Water-resistant fabric with a rain cover.',
    category: 'Accessories',
    parentCategory: 'Bags',
    gender: 'Unisex',
    regularPrice: 1999,
    discountedPrice: 1399,
    images: [
      '/images/products/backpack-black-front.svg',
      '/images/products/backpack-black-detail.svg',
      '/images/products/backpack-black-room.svg',
      '/images/products/backpack-grey-front.svg',
    ],
    attributes: [
      { key: 'featured', value: ['true'] },
      { key: 'size', value: ['One Size'] },
      { key: 'color', value: ['Black', 'Grey'] },
    ],
  },
  {
    title: 'Travel Backpack 40 L, Navy',
    description:
      'Roomy 40 L travel pack with a clamshell opening, a shoe compartment and padded shoulder straps. Cabin-friendly size.',
    category: 'Accessories',
    parentCategory: 'Bags',
    gender: 'Unisex',
    regularPrice: 2799,
    images: [
      '/images/products/backpack-navy-front.svg',
      '/images/products/backpack-navy-detail.svg',
      '/images/products/backpack-navy-room.svg',
    ],
    attributes: [
      { key: 'size', value: ['One Size'] },
      { key: 'color', value: ['Navy'] },
    ],
  },
  {
    title: 'Canvas Tote Bag, Beige',
    description:
      'Sturdy cotton canvas tote with an inner zip pocket and a magnetic clasp. Fits a laptop, a lunch box and more.',
    category: 'Accessories',
    parentCategory: 'Bags',
    gender: 'Unisex',
    regularPrice: 699,
    images: [
      '/images/products/tote-bag-cream-front.svg',
      '/images/products/tote-bag-cream-detail.svg',
      '/images/products/tote-bag-cream-room.svg',
    ],
    attributes: [
      { key: 'size', value: ['One Size'] },
      { key: 'color', value: ['Beige'] },
    ],
  },
  {
    title: 'Structured Handbag with Gold-Tone Clasp',
    description:
      'Faux-leather handbag with two inner compartments, a zip pocket and a detachable sling strap.',
    category: 'Accessories',
    parentCategory: 'Bags',
    gender: 'Women',
    regularPrice: 2299,
    discountedPrice: 1699,
    images: [
      '/images/products/tote-bag-maroon-front.svg',
      '/images/products/tote-bag-maroon-detail.svg',
      '/images/products/tote-bag-maroon-room.svg',
      '/images/products/tote-bag-tan-front.svg',
    ],
    attributes: [
      { key: 'size', value: ['One Size'] },
      { key: 'color', value: ['Maroon', 'Tan'] },
    ],
  },
  {
    title: 'Polarised Wayfarer Sunglasses, Black',
    description:
      'UV400 polarised lenses cut glare on the road and at the beach. Lightweight frame with a hard case and a cleaning cloth.',
    category: 'Accessories',
    parentCategory: 'Sunglasses',
    gender: 'Unisex',
    regularPrice: 1299,
    discountedPrice: 899,
    images: [
      '/images/products/sunglasses-black-front.svg',
      '/images/products/sunglasses-black-detail.svg',
      '/images/products/sunglasses-black-room.svg',
    ],
    attributes: [
      { key: 'size', value: ['One Size'] },
      { key: 'color', value: ['Black'] },
    ],
  },
  {
    title: 'Retro Square Sunglasses, Tortoise Brown',
    description: 'Bold square frames with gradient UV400 lenses and sturdy metal hinges.',
    category: 'Accessories',
    parentCategory: 'Sunglasses',
    gender: 'Unisex',
    regularPrice: 999,
    images: [
      '/images/products/sunglasses-brown-front.svg',
      '/images/products/sunglasses-brown-detail.svg',
      '/images/products/sunglasses-brown-room.svg',
    ],
    attributes: [
      { key: 'size', value: ['One Size'] },
      { key: 'color', value: ['Brown'] },
    ],
  },
  {
    title: 'Reversible Leather Belt',
    description:
      'Genuine leather belt that turns from black to brown with a twist of the buckle. 35 mm wide for formal and casual wear.',
    category: 'Accessories',
    parentCategory: 'Belts',
    gender: 'Men',
    regularPrice: 799,
    discountedPrice: 599,
    images: [
      '/images/products/belt-black-front.svg',
      '/images/products/belt-black-detail.svg',
      '/images/products/belt-black-room.svg',
      '/images/products/belt-brown-front.svg',
    ],
    attributes: [
      { key: 'size', value: ['30', '32', '34', '36', '38'] },
      { key: 'color', value: ['Black', 'Brown'] },
    ],
  },
  {
    title: 'Casual Leather Belt, Tan',
    description: 'Soft tan leather belt with a brushed steel buckle, made for jeans and chinos.',
    category: 'Accessories',
    parentCategory: 'Belts',
    gender: 'Unisex',
    regularPrice: 649,
    images: [
      '/images/products/belt-tan-front.svg',
      '/images/products/belt-tan-detail.svg',
      '/images/products/belt-tan-room.svg',
    ],
    attributes: [
      { key: 'size', value: ['S', 'M', 'L'] },
      { key: 'color', value: ['Tan'] },
    ],
  },
  {
    title: 'Cordless Beard Trimmer with 20 Length Settings',
    description:
      'Self-sharpening stainless steel blades with 20 settings from 0.5 to 10 mm. 90 minutes of cordless use from a one-hour USB charge.',
    category: 'Personal Care',
    parentCategory: 'Grooming',
    gender: 'Men',
    regularPrice: 1499,
    discountedPrice: 1099,
    images: [
      '/images/products/trimmer-black-front.svg',
      '/images/products/trimmer-black-detail.svg',
      '/images/products/trimmer-black-room.svg',
    ],
    attributes: [
      { key: 'featured', value: ['true'] },
      { key: 'color', value: ['Black'] },
    ],
  },
  {
    title: '9-in-1 Multi-Grooming Kit',
    description:
      'One trimmer for beard, hair, nose, ear and body, with nine attachments and a travel pouch. Washable heads and a 120-minute battery.',
    category: 'Personal Care',
    parentCategory: 'Grooming',
    gender: 'Men',
    regularPrice: 2299,
    images: [
      '/images/products/trimmer-charcoal-front.svg',
      '/images/products/trimmer-charcoal-detail.svg',
      '/images/products/trimmer-charcoal-room.svg',
    ],
    attributes: [{ key: 'color', value: ['Charcoal'] }],
  },
  {
    title: 'Foldable Travel Hair Dryer, 1200 W',
    description:
      'Compact dryer with a folding handle, two heat settings and a cool shot. Includes a concentrator nozzle for styling.',
    category: 'Personal Care',
    parentCategory: 'Grooming',
    gender: 'Unisex',
    regularPrice: 1299,
    discountedPrice: 999,
    images: [
      '/images/products/hair-dryer-pink-front.svg',
      '/images/products/hair-dryer-pink-detail.svg',
      '/images/products/hair-dryer-pink-room.svg',
    ],
    attributes: [{ key: 'color', value: ['Pink'] }],
  },
  {
    title: 'Professional Ionic Hair Dryer, 2000 W',
    description:
      'Salon-style dryer with ionic care for smoother, frizz-free hair. Three heat and two speed settings, with a diffuser.',
    category: 'Personal Care',
    parentCategory: 'Grooming',
    gender: 'Unisex',
    regularPrice: 2999,
    images: [
      '/images/products/hair-dryer-black-front.svg',
      '/images/products/hair-dryer-black-detail.svg',
      '/images/products/hair-dryer-black-room.svg',
    ],
    attributes: [{ key: 'color', value: ['Black'] }],
  },
  {
    title: 'USB LED Backlight Strip for TVs, 5 m',
    description:
      'RGB bias lighting that sticks behind TVs from 40" to 75" and runs from the TV’s USB port. 16 colours, four modes and a remote control.',
    category: 'Home',
    parentCategory: 'Lighting',
    gender: null,
    regularPrice: 799,
    discountedPrice: 549,
    images: [
      '/images/products/led-strip-multi-room.svg',
      '/images/products/led-strip-multi-front.svg',
      '/images/products/led-strip-multi-detail.svg',
    ],
    attributes: [
      { key: 'featured', value: ['true'] },
      { key: 'length', value: ['5 m'] },
    ],
  },
  {
    title: 'Wooden Table Lamp with Fabric Shade',
    description:
      'Turned wooden base with a cream linen shade that gives a warm, soft light. E27 holder; bulb not included.',
    category: 'Home',
    parentCategory: 'Lighting',
    gender: null,
    regularPrice: 1499,
    discountedPrice: 1099,
    images: [
      '/images/products/table-lamp-cream-front.svg',
      '/images/products/table-lamp-cream-detail.svg',
      '/images/products/table-lamp-cream-room.svg',
    ],
    attributes: [{ key: 'color', value: ['Cream'] }],
  },
  {
    title: 'Handcrafted Terracotta Vase Set of 3',
    description:
      'Handmade terracotta vases in three shapes with a matte glaze. Lovely with dried flowers on a console or TV unit.',
    category: 'Home',
    parentCategory: 'Decor',
    gender: null,
    regularPrice: 1199,
    images: [
      '/images/products/vase-set-terracotta-front.svg',
      '/images/products/vase-set-terracotta-detail.svg',
      '/images/products/vase-set-terracotta-room.svg',
    ],
    attributes: [{ key: 'color', value: ['Terracotta'] }],
  },
  {
    title: 'Glazed Ceramic Vase Set of 3, Teal',
    description:
      'Glossy reactive-glaze ceramic vases in a deep teal, each one slightly different from the kiln.',
    category: 'Home',
    parentCategory: 'Decor',
    gender: null,
    regularPrice: 1399,
    images: [
      '/images/products/vase-set-teal-front.svg',
      '/images/products/vase-set-teal-detail.svg',
      '/images/products/vase-set-teal-room.svg',
    ],
    attributes: [{ key: 'color', value: ['Teal'] }],
  },
  {
    title: 'Block Print Cotton Cushion Covers, Set of 5',
    description:
      'Hand block-printed cotton covers with a mandala motif and hidden zips. 40 × 40 cm; cushions not included.',
    category: 'Home',
    parentCategory: 'Cushion Covers',
    gender: null,
    regularPrice: 799,
    discountedPrice: 599,
    images: [
      '/images/products/cushion-cover-mustard-front.svg',
      '/images/products/cushion-cover-mustard-detail.svg',
      '/images/products/cushion-cover-mustard-room.svg',
    ],
    attributes: [
      { key: 'size', value: ['40 x 40 cm'] },
      { key: 'color', value: ['Mustard'] },
    ],
  },
  {
    title: 'Velvet Cushion Covers, Set of 2, Teal',
    description: 'Plush velvet covers with a printed medallion and piped edges. 45 × 45 cm.',
    category: 'Home',
    parentCategory: 'Cushion Covers',
    gender: null,
    regularPrice: 699,
    images: [
      '/images/products/cushion-cover-teal-front.svg',
      '/images/products/cushion-cover-teal-detail.svg',
      '/images/products/cushion-cover-teal-room.svg',
    ],
    attributes: [
      { key: 'size', value: ['45 x 45 cm'] },
      { key: 'color', value: ['Teal'] },
    ],
  },
];
